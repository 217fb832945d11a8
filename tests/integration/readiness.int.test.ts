import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env";
import { createS3Storage } from "../../server/lib/storage";
import { type RunningServer, startServer } from "../../server/start";
import { createTestDatabase } from "../support/test-db";
import { findFreePort, startTestServer, type TestServer } from "../support/test-server";

const ready = async (url: string) => {
  const response = await fetch(`${url}/api/ready`);
  return { status: response.status, body: await response.json() };
};

describe("/api/ready", () => {
  let server: TestServer | undefined;
  afterAll(() => server?.close());

  it("is ready with the database, the files and the queue up, and names the queue once it stops", async () => {
    server = await startTestServer();
    expect(await ready(server.url)).toEqual({ status: 200, body: { status: "ready", database: "ok", storage: "ok", queue: "ok" } });
    await server.ctx.queue.stop();
    expect(await ready(server.url)).toEqual({ status: 503, body: { status: "not_ready", database: "ok", storage: "ok", queue: "down" } });
  });
});

describe("/api/ready on S3-compatible storage", () => {
  let bucketDir: string;
  let s3: S3rver;
  let server: TestServer;
  let endpoint: string;
  beforeAll(async () => {
    bucketDir = await mkdtemp(path.join(tmpdir(), "roastreel-ready-s3-"));
    s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: bucketDir, configureBuckets: [{ name: "media" }] });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    server = await startTestServer({
      S3_BUCKET: "media",
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close().catch(() => {});
    await rm(bucketDir, { recursive: true, force: true });
  });

  it("is not ready when the bucket is missing, though the server answers", async () => {
    const storage = (bucket: string) =>
      createS3Storage({ bucket, region: "us-east-1", endpoint, forcePathStyle: true, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });
    await expect(storage("media").probe()).resolves.toBeUndefined();
    await expect(storage("no-such-bucket").probe()).rejects.toThrow();
  });

  it("follows the storage server: ready while it answers, storage down once it is gone", async () => {
    expect(await ready(server.url)).toEqual({ status: 200, body: { status: "ready", database: "ok", storage: "ok", queue: "ok" } });
    await s3.close();
    expect(await ready(server.url)).toEqual({ status: 503, body: { status: "not_ready", database: "ok", storage: "down", queue: "ok" } });
  });
});

describe("a worker's probes on HEALTH_PORT", () => {
  let worker: RunningServer | undefined;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  afterAll(async () => {
    await worker?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers /api/health and /api/ready there, and nothing else", async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "roastreel-probes-"));
    const healthPort = await findFreePort();
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, HEALTH_PORT: String(healthPort) });
    worker = await startServer({ env, role: "worker", database, hostname: "127.0.0.1" });
    expect(worker.url).toBe("");
    expect(worker.probeUrl).toBe(`http://127.0.0.1:${healthPort}`);
    expect(await ready(worker.probeUrl!)).toEqual({ status: 200, body: { status: "ready", database: "ok", storage: "ok", queue: "ok" } });
    const health = await fetch(`${worker.probeUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", db: "ok", queue: "ok" });
    expect((await fetch(`${worker.probeUrl}/api/roasts`)).status).toBe(404);
    expect((await fetch(`${worker.probeUrl}/`)).status).toBe(404);
  });
});
