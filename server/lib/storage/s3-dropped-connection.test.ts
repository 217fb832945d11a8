import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage";

/**
 * A proxy in front of the store that drops the connection of the first `drops` uploads (PUT) as
 * their request arrives, the way a store closes an idle kept-alive connection just as it is reused.
 */
async function startDroppingProxy(target: number) {
  let drops = 0;
  let dropped = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    const upstream = connect(target, "127.0.0.1");
    sockets.add(upstream);
    client.once("data", (first) => {
      if (first.toString("latin1").startsWith("PUT ") && dropped < drops) {
        dropped++;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(first);
      client.pipe(upstream).pipe(client);
    });
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    drop(n: number) {
      drops = n;
      dropped = 0;
    },
    dropped: () => dropped,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("a streamed upload whose connection drops", () => {
  let dir: string;
  let s3: S3rver;
  let proxy: Awaited<ReturnType<typeof startDroppingProxy>>;
  // A client of its own per test: a connection kept alive from an earlier test would carry the upload past the proxy's check.
  let storage: () => ReturnType<typeof createS3Storage>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "rr-s3-drop-"));
    s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(dir, "store"), configureBuckets: [{ name: "media" }] });
    proxy = await startDroppingProxy((await s3.run()).port);
    const endpoint = `http://127.0.0.1:${proxy.port}`;
    storage = () => createS3Storage({ bucket: "media", region: "us-east-1", endpoint, forcePathStyle: true, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });
  });
  afterAll(async () => {
    await proxy.close();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("is sent again from the file, and stored whole", async () => {
    const file = path.join(dir, "landscape.mp4");
    const bytes = Buffer.alloc(256 * 1024, 7);
    await writeFile(file, bytes);
    proxy.drop(1);
    const store = storage();
    await store.putFile("roasts/a/landscape.mp4", file, "video/mp4");
    expect(proxy.dropped()).toBe(1);
    expect((await store.get("roasts/a/landscape.mp4")).equals(bytes)).toBe(true);
  });

  it("fails after its last attempt when the connection keeps dropping", async () => {
    const file = path.join(dir, "portrait.mp4");
    await writeFile(file, Buffer.alloc(1024, 1));
    proxy.drop(10);
    const store = storage();
    await expect(store.putFile("roasts/b/portrait.mp4", file, "video/mp4")).rejects.toThrow();
    expect(proxy.dropped()).toBe(3);
    proxy.drop(0);
    expect(await store.exists("roasts/b/portrait.mp4")).toBe(false);
  });
});
