import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env";
import { signInTestUser } from "../../server/features/auth/test-support/sign-in-test-user";
import { insertCompletedRoast } from "../../server/features/roasts/test-support/fixtures";
import { call } from "../../server/features/roasts/test-support/roast-test-kit";
import { startServer } from "../../server/start";
import { createTestDatabase } from "../support/test-db";
import { findFreePort, type TestServer } from "../support/test-server";

/**
 * The PostgreSQL pool is sized from DATABASE_POOL_SIZE (by default from the cores). At its
 * smallest, one connection listens for events and one is left for every query: a burst of
 * signed-in reads with an event stream open must still all be answered.
 */
describe("the PostgreSQL pool of DATABASE_POOL_SIZE", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let api: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "roastreel-pool-"));
    const port = await findFreePort();
    const env = parseEnv({
      NODE_ENV: "test",
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: "2",
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
    });
    api = { ...(await startServer({ env, role: "api", port })), dataDir };
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("opens no more connections than it is given, and answers a burst of reads through them", async () => {
    expect(api.ctx.database.pool?.options.max).toBe(2);
    const user = await signInTestUser(api.ctx);
    for (let i = 0; i < 3; i++) await insertCompletedRoast(api.ctx, user.id, { createdAt: new Date(Date.now() - i * 1000) });
    const stream = await call(api, user, "/api/roasts/events");
    expect(stream.status).toBe(200);
    const reads = await Promise.all(Array.from({ length: 60 }, (_, i) => call(api, user, i % 2 ? "/api/me" : "/api/roasts")));
    expect(reads.map((r) => r.status)).toEqual(reads.map(() => 200));
    const lists = await Promise.all(reads.filter((_, i) => i % 2 === 0).map((r) => r.json() as Promise<{ roasts: unknown[] }>));
    expect(lists.every((l) => l.roasts.length === 3)).toBe(true);
    expect(api.ctx.database.pool?.totalCount).toBeLessThanOrEqual(2);
    await stream.body?.cancel();
  });
});
