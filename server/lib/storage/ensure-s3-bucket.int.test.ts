import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage";
import { ensureS3Bucket } from "./ensure-s3-bucket";

describe("ensureS3Bucket", () => {
  let dir: string;
  let s3: S3rver;
  let endpoint: string;
  const options = (bucket: string, at = endpoint) => ({
    bucket,
    region: "us-east-1",
    endpoint: at,
    forcePathStyle: true,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "roastreel-bucket-"));
    s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  });
  afterAll(async () => {
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("makes a missing bucket once, which the storage can then use", async () => {
    await expect(createS3Storage(options("media")).probe()).rejects.toThrow();
    expect(await ensureS3Bucket(options("media"))).toBe("created");
    expect(await ensureS3Bucket(options("media"))).toBe("exists");
    await expect(createS3Storage(options("media")).probe()).resolves.toBeUndefined();
  });

  it("gives up with the last error when the store never answers", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    await expect(ensureS3Bucket(options("media", `http://127.0.0.1:${closedPort}`), { attempts: 2, delayMs: 50 })).rejects.toThrow();
  });
});
