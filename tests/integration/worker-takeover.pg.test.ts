import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../common/roast";
import { parseEnv } from "../../server/env";
import { claimedAt, readRoastRows, waitUntil } from "../../server/features/roasts/test-support/crash-kit";
import { createUser, upload } from "../../server/features/roasts/test-support/roast-test-kit";
import { tables } from "../../server/lib/db";
import { drawSample } from "../../server/features/gallery/showcase";
import { type RunningServer, startServer } from "../../server/start";
import { type AppProcess, startAppProcess } from "../support/app-process";
import { writeStalledFfmpeg } from "../support/stalled-ffmpeg";
import { createTestDatabase } from "../support/test-db";
import { findFreePort } from "../support/test-server";

/** The product's promise: a roast whose worker is gone is picked up again within 30 s. */
const PICKED_UP_WITHIN_MS = 30_000;

/**
 * Production: one API and several worker processes on one PostgreSQL. A worker killed with
 * SIGKILL mid-render leaves its roast claimed; its heartbeat stops, and another worker that was
 * running all along takes the roast over and finishes it.
 */
describe("a worker process killed mid-render, beside another worker", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let api: RunningServer;
  const workers: AppProcess[] = [];
  let config: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "roastreel-takeover-"));
    const port = String(await findFreePort());
    config = { NODE_ENV: "test", DATABASE_URL: database.url!, DATA_DIR: dataDir, PORT: port, PUBLIC_URL: `http://localhost:${port}` };
    api = await startServer({ env: parseEnv(config), role: "api", port: Number(port) });
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await api?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  it("has the other worker take the roast over within 30 s and finish it, refunding nothing", async () => {
    const user = await createUser({ ...api, dataDir });
    const response = await upload({ ...api, dataDir }, user, await drawSample("x-thread-jordan"));
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { roast: RoastView }).roast;

    // The doomed worker's video renders never end, so it is killed mid-render however slow the machine.
    const doomed = await startAppProcess("worker", { ...config, FFMPEG_PATH: await writeStalledFfmpeg(dataDir) });
    workers.push(doomed);
    await waitUntil(
      () => readRoastRows(api.ctx, [id]),
      ([row]) => row.status === "processing" && row.attempts === 1 && row.processingStage === "creating_video",
    );
    // Started only now, so the roast can reach it only by a takeover.
    workers.push(await startAppProcess("worker", config));
    await doomed.killHard();
    const { rows } = await database.sql.query<{ now: Date }>("select clock_timestamp() as now");
    const killedAt = new Date(rows[0].now).getTime();

    const [row] = await waitUntil(
      () => readRoastRows(api.ctx, [id]),
      ([r]) => r.status === "completed" || r.status === "failed",
    );
    expect(row).toMatchObject({ status: "completed", attempts: 2 });
    expect(claimedAt(row) - killedAt).toBeLessThanOrEqual(PICKED_UP_WITHIN_MS);
    expect(claimedAt(row)).toBeGreaterThan(killedAt);
    const refunds = await api.ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, user.id));
    expect(refunds.filter((l) => l.reason === "refund")).toEqual([]);
  }, 240_000);
});
