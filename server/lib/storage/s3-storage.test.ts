import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";
import { itBehavesLikeStorage } from "./storage-contract";

describe("S3 storage (against a real s3rver)", () => {
  let dir: string;
  let server: S3rver;
  let storage: Storage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "rr-s3rver-"));
    server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: "media" }] });
    const { port } = await server.run();
    storage = createS3Storage({
      bucket: "media",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  itBehavesLikeStorage(() => storage);

  it("presigns GET URLs that serve byte ranges", async () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    await storage.put("roasts/r1/landscape.mp4", bytes, "video/mp4");
    const url = await storage.signedUrl("roasts/r1/landscape.mp4", { expiresInSec: 120 });
    expect(url).toContain("X-Amz-Expires=120");

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const part = await fetch(url, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
  });

  it("asks for an attachment with the download name", async () => {
    await storage.put("roasts/r1/portrait.mp4", Buffer.from("portrait"), "video/mp4");
    const url = await storage.signedUrl("roasts/r1/portrait.mp4", { downloadName: "my roast.mp4" });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="my roast.mp4"; filename*=UTF-8''my%20roast.mp4`);
    expect(await response.text()).toBe("portrait");
  });
});
