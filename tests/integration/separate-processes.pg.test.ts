import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../common/roast";
import { parseEnv } from "../../server/env";
import { signInTestUser } from "../../server/features/auth/test-support/sign-in-test-user";
import { call, upload, waitForRoast } from "../../server/features/roasts/test-support/roast-test-kit";
import { drawSample } from "../../server/features/gallery/showcase";
import { type RunningServer, startServer } from "../../server/start";
import { createTestDatabase } from "../support/test-db";
import { findFreePort, type TestServer } from "../support/test-server";

/**
 * Production runs API and worker as separate processes on one PostgreSQL: the API only enqueues,
 * a worker renders, and progress reaches the API's event stream through LISTEN/NOTIFY.
 */
describe("API and worker as separate processes", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let api: TestServer;
  let worker: RunningServer | undefined;
  const envFor = (port: number) =>
    parseEnv({ NODE_ENV: "test", DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "roastreel-split-"));
    const port = await findFreePort();
    const server = await startServer({ env: envFor(port), role: "api", port });
    api = { ...server, dataDir };
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("leaves work to the worker, whose progress streams back through the API", async () => {
    const user = await signInTestUser(api.ctx);
    const response = await upload(api, user, await drawSample("x-thread-jordan"));
    expect(response.status).toBe(201);
    const created = ((await response.json()) as { roast: RoastView }).roast;

    // With no worker running, nothing can take the job.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(((await (await call(api, user, `/api/roasts/${created.id}`)).json()) as { roast: RoastView }).roast.status).toBe("pending");

    const stream = await call(api, user, "/api/roasts/events");
    const reader = stream.body!.getReader();
    const seen: string[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        seen.push(decoder.decode(value));
      }
    })().catch(() => {});

    worker = await startServer({ env: envFor(await findFreePort()), role: "worker" });
    expect(worker.url).toBe("");
    const { roast } = await waitForRoast(api, user, created.id, (r) => r.status === "completed");
    expect(roast.videoUrl).toBeTruthy();
    await reader.cancel();
    await reading;
    const events = seen.join("");
    expect(events).toContain("event: roast");
    expect(events).toContain('"processingStage":"analyzing"');
  });
});
