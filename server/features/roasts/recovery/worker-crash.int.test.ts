import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { type AppProcess, startAppProcess } from "../../../../tests/support/app-process";
import { writeStalledFfmpeg } from "../../../../tests/support/stalled-ffmpeg";
import { createTestDatabase } from "../../../../tests/support/test-db";
import { findFreePort } from "../../../../tests/support/test-server";
import { parseEnv } from "../../../env";
import { tables } from "../../../lib/db";
import { type RunningServer, startServer } from "../../../start";
import { MAX_CLAIMS_AFTER_A_LOST_ONE } from "../render/claim-heartbeat";
import { FAILED_MESSAGE } from "../core/roast-state";
import { claimedAt, readRoastRows, readRoasts, settledAt, waitUntil } from "../test-support/crash-kit";
import { balance, createUser, sampleImage, type TestServer, type TestUser, upload } from "../test-support/roast-test-kit";

/** The product's promise: a roast whose worker is gone is picked up again within 30 s. */
const PICKED_UP_WITHIN_MS = 30_000;
/**
 * How long the test waits for the roasts to settle; the bound it asserts is the one above. How
 * long the renders take is the bench's to measure (docs/benchmarks.md): with every test project
 * sharing a 2-core host, one roast's analysis took 36 s and its render 94 s, and the last of three
 * was still rendering 150 s after the restart, picked up in time.
 */
const SETTLED_WITHIN_MS = 300_000;
/** Three processes start and two renders run in each test. */
const TEST_TIMEOUT_MS = 480_000;

/**
 * `kill -9` of the whole app (`npm start`: API and workers in one process) while roasts render,
 * then a start on the same data. On the embedded database (PGlite in DATA_DIR) the new process
 * takes back what the dead one held at once; under the "postgres" project the same app runs on
 * PostgreSQL, where a claim is lost when its heartbeat stops.
 */
describe("the app killed mid-render and started again on the same data", () => {
  let dataDir = "";
  let children: AppProcess[] = [];
  let server: RunningServer | undefined;
  let closeDatabase: (() => Promise<void>) | undefined;

  afterEach(async () => {
    for (const child of children) await child.stop();
    children = [];
    await server?.close();
    server = undefined;
    await closeDatabase?.();
    closeDatabase = undefined;
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  /** The configuration every process of one test shares: its data dir, port and database. */
  async function sharedConfig(): Promise<Record<string, string>> {
    dataDir = await mkdtemp(path.join(tmpdir(), "roastreel-crash-"));
    const port = String(await findFreePort());
    const config: Record<string, string> = { NODE_ENV: "test", DATA_DIR: dataDir, PORT: port, PUBLIC_URL: `http://localhost:${port}`, WORKER_CONCURRENCY: "3" };
    if (process.env.TEST_DB === "postgres") {
      const database = await createTestDatabase();
      closeDatabase = database.close;
      config.DATABASE_URL = database.url!;
    }
    return config;
  }

  /** An API-only process uploads the roasts and stops; nothing renders them yet. */
  async function uploadRoasts(config: Record<string, string>, samples: string[], paid: number) {
    const api = await startServer({ env: parseEnv(config), role: "api", port: Number(config.PORT) });
    try {
      const apiServer: TestServer = { ...api, dataDir };
      const user = await createUser(apiServer, { paid });
      const ids: string[] = [];
      for (const sample of samples) {
        const response = await upload(apiServer, user, await sampleImage(sample));
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { roast: RoastView }).roast.id);
      }
      return { user, ids };
    } finally {
      await api.close();
    }
  }

  /**
   * `npm start` in a child process, killed with SIGKILL once every roast is in one of `stages`.
   * Its video renders never end, so no roast can complete between being seen and the kill.
   */
  async function crashWhileRendering(config: Record<string, string>, user: TestUser, ids: string[], stages: string[]) {
    const app = await startAppProcess("all", { ...config, FFMPEG_PATH: await writeStalledFfmpeg(dataDir) });
    children.push(app);
    const held = (r: RoastView) => r.status === "processing" && stages.includes(r.processingStage ?? "");
    const roasts = await waitUntil(
      () => readRoasts(app.url, user, ids),
      (list) => list.every(held) || list.some((r) => r.status === "completed" || r.status === "failed"),
    );
    expect(roasts.filter(held).map((r) => r.id)).toEqual(ids);
    await app.killHard();
  }

  /** Starts the app again in this process; returns when it started and its rows once all settled. */
  async function restart(config: Record<string, string>, ids: string[]) {
    const restartedAt = Date.now();
    server = await startServer({ env: parseEnv(config), role: "all", port: Number(config.PORT) });
    const ctx = server.ctx;
    // Rendering three roasts at once on a busy 2-core machine takes a minute; before the fix the
    // roasts were only picked up again after three.
    const rows = await waitUntil(
      () => readRoastRows(ctx, ids),
      (list) => list.length === ids.length && list.every((r) => r.status === "completed" || r.status === "failed"),
      SETTLED_WITHIN_MS,
    );
    return { restartedAt, rows, ctx };
  }

  it(
    "finishes every roast the dead process held, each picked up within 30 s of the restart",
    async () => {
      const config = await sharedConfig();
      // The welcome free roast pays for the first roast, paid credits for the other two.
      const { user, ids } = await uploadRoasts(config, ["instagram-sunset-chaser", "x-thread-jordan", "dating-hinge-sofia"], 2);
      await crashWhileRendering(config, user, ids, ["analyzing", "generating_script", "creating_video", "finalizing"]);

      const { restartedAt, rows, ctx } = await restart(config, ids);
      for (const row of rows) {
        // The whole row on failure: which stage and which attempt went wrong is the finding.
        expect(row, JSON.stringify(row)).toMatchObject({ status: "completed", attempts: 2 });
        expect(claimedAt(row) - restartedAt).toBeLessThanOrEqual(PICKED_UP_WITHIN_MS);
        expect(claimedAt(row)).toBeGreaterThanOrEqual(restartedAt);
      }
      expect(await balance({ ...server!, dataDir }, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 0 });
      const refunds = await ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, user.id));
      expect(refunds.filter((l) => l.reason === "refund")).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "fails and refunds, once, a roast that took its worker down twice",
    async () => {
      const config = await sharedConfig();
      const { user, ids } = await uploadRoasts(config, ["linkedin-founder-derek"], 0);
      expect(MAX_CLAIMS_AFTER_A_LOST_ONE).toBe(2);
      await crashWhileRendering(config, user, ids, ["creating_video"]);
      // The second process takes the roast back (seen in a stage before the one the first died in)
      // and dies on it too.
      await crashWhileRendering(config, user, ids, ["analyzing", "generating_script"]);

      const { restartedAt, rows, ctx } = await restart(config, ids);
      const [row] = rows;
      expect(row).toMatchObject({ status: "failed", attempts: 2, errorMessage: FAILED_MESSAGE });
      expect(settledAt(row) - restartedAt).toBeLessThanOrEqual(PICKED_UP_WITHIN_MS);
      const ledger = await ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, user.id));
      expect(ledger.filter((l) => l.reason === "refund").map((l) => l.dedupeKey)).toEqual([`refund:${row.id}`]);
      expect(await balance({ ...server!, dataDir }, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 0 });
    },
    TEST_TIMEOUT_MS,
  );
});
