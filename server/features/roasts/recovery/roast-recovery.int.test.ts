import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { createQueue, type Queue } from "../../../lib/queue";
import { restoreRenderInput } from "../render/kept-render-input";
import { registerRoastJobs } from "../register-roast-jobs";
import { ROAST_JOBS } from "../core/roast-jobs";
import { roastKeys } from "../core/roast-row";
import { FAILED_MESSAGE } from "../core/roast-state";
import { MAX_CLAIMS_AFTER_A_LOST_ONE, sweepRoasts } from "./sweep-roasts";
import { smallPng } from "../test-support/fixtures";
import { FAILING_FFMPEG, type StandInServer, startWithStandInFfmpeg } from "../test-support/stand-in-ffmpeg";
import { balance, call, createUser, sampleImage, startTestServer, type TestServer, upload, waitForRoast } from "../test-support/roast-test-kit";

const ledgerOf = (ctx: AppContext, userId: string) => ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, userId));

describe("a render that keeps failing", () => {
  let standIn: StandInServer;
  let server: TestServer;
  // A real failure: ffmpeg is a program that answers -version (start-up checks it) and fails every
  // render. Retried after 1 s and 2 s, not 5 s and 10 s: the wait is not what is checked.
  beforeAll(async () => {
    standIn = await startWithStandInFfmpeg("failing-ffmpeg", FAILING_FFMPEG, { JOB_RETRY_DELAY_SECONDS: "1" });
    server = standIn.server;
  });
  afterAll(() => standIn?.close());

  it("is failed on its last attempt and its credit refunded once", async () => {
    const user = await createUser(server);
    const { roast: created } = (await (await upload(server, user, await sampleImage("x-thread-jordan"))).json()) as { roast: RoastView };
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 0 });
    const { roast } = await waitForRoast(server, user, created.id, (r) => r.status === "failed");
    expect(roast).toMatchObject({ progress: 0, errorMessage: FAILED_MESSAGE, etaMs: null, videoUrl: null });
    const [row] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, roast.id));
    expect(row.attempts).toBe(3);
    expect(row.errorStage).toBeTruthy();
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 0 });
    await sweepRoasts(server.ctx, { staleMs: 0, pendingMs: 0 });
    const refunds = (await ledgerOf(server.ctx, user.id)).filter((l) => l.reason === "refund");
    expect(refunds.map((r) => r.dedupeKey)).toEqual([`refund:${roast.id}`]);
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 0 });
  });
});

describe("a worker that dies mid-render", () => {
  let server: TestServer;
  let replacement: Queue | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    // Graceful: a render still running must finish before the database closes under it.
    await replacement?.stop({ graceful: true, timeoutMs: 120_000 });
    await server?.close();
  });

  it("leaves the roast to the sweep, which has another worker finish it", async () => {
    // The welcome free roast pays for the first roast, the paid credit for the second.
    const user = await createUser(server, { paid: 1 });
    const { roast: created } = (await (await upload(server, user, await sampleImage())).json()) as { roast: RoastView };
    await waitForRoast(server, user, created.id, (r) => r.status === "processing" && r.processingStage !== "analyzing");
    await server.ctx.queue.stop({ graceful: false, timeoutMs: 1000 });
    const [orphan] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, created.id));
    expect(orphan).toMatchObject({ status: "processing", attempts: 1 });

    // A new worker process on the same database, as after a restart.
    replacement = createQueue(server.ctx.database, { logger: server.ctx.logger, pollingIntervalSeconds: 1 });
    await replacement.start();
    const ctx: AppContext = { ...server.ctx, queue: replacement };
    registerRoastJobs(ctx);
    await replacement.startWorkers(ROAST_JOBS);
    expect(await sweepRoasts(ctx, { staleMs: 0 })).toMatchObject({ requeued: 1, failed: 0 });

    const { roast } = await waitForRoast(server, user, created.id, (r) => r.status === "completed");
    expect(roast.videoUrl).toBeTruthy();
    const [row] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, created.id));
    expect(row.attempts).toBe(2);
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 1 });
    expect((await ledgerOf(server.ctx, user.id)).filter((l) => l.reason === "refund")).toEqual([]);

    // One whose second claim died too (a poison input takes its worker down every time) is failed
    // and refunded instead of being handed to a third worker. (Uploads through the API use the
    // stopped queue, so this one waits, pending, until it is made to look abandoned.)
    const { roast: doomed } = (await (await upload(server, user, await smallPng())).json()) as { roast: RoastView };
    await server.ctx.database.db
      .update(tables.userRoasts)
      .set({ status: "processing", processingStage: "creating_video", attempts: MAX_CLAIMS_AFTER_A_LOST_ONE, updatedAt: sql`now() - interval '10 minutes'` })
      .where(and(eq(tables.userRoasts.id, doomed.id), eq(tables.userRoasts.status, "pending")));
    expect(await sweepRoasts(ctx, {})).toMatchObject({ failed: 1 });
    const [failed] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, doomed.id));
    expect(failed).toMatchObject({ status: "failed", errorStage: "creating_video", errorMessage: FAILED_MESSAGE });
    const refunds = (await ledgerOf(server.ctx, user.id)).filter((l) => l.reason === "refund");
    expect(refunds.map((r) => r.dedupeKey)).toEqual([`refund:${doomed.id}`]);
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 1 });
  });
});

describe("a worker whose heartbeat a busy host delayed", () => {
  let standIn: StandInServer;
  // Every render waits 4 s before the real ffmpeg runs, so the roast is held while the check runs.
  beforeAll(async () => {
    standIn = await startWithStandInFfmpeg("slow-ffmpeg", ({ real }) => `case "$*" in *-version*) exec "${real}" "$@";; esac\nsleep 4\nexec "${real}" "$@"`);
  });
  afterAll(() => standIn?.close());

  it("keeps its own live roast: the check for lost claims in the same process does not take it back", async () => {
    const { server } = standIn;
    const user = await createUser(server);
    const { roast: created } = (await (await upload(server, user, await sampleImage("x-thread-jordan"))).json()) as { roast: RoastView };
    await waitForRoast(server, user, created.id, (r) => r.status === "processing" && r.processingStage === "creating_video");
    // A zero age limit counts every processing roast as lost, however fresh its heartbeat.
    expect(await sweepRoasts(server.ctx, { staleMs: 0 })).toMatchObject({ requeued: 0, failed: 0 });
    const [held] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, created.id));
    expect({ status: held.status, attempts: held.attempts }).toEqual({ status: "processing", attempts: 1 });

    const { roast } = await waitForRoast(server, user, created.id, (r) => r.status === "completed" || r.status === "failed");
    const [row] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, created.id));
    expect({ status: roast.status, attempts: row.attempts, errorStage: row.errorStage }).toEqual({ status: "completed", attempts: 1, errorStage: null });
  });
});

describe("a portrait that fails beside a landscape that works", () => {
  let standIn: StandInServer;
  let server: TestServer;
  let dir: string;
  // The real ffmpeg, except that the first portrait render of the roast's own run fails; the
  // portrait job is tried again after 1 s rather than 5 s.
  beforeAll(async () => {
    standIn = await startWithStandInFfmpeg(
      "portrait-fails",
      ({ real, dir }) =>
        `case "$*" in *"/portrait/roast-portrait.mp4.tmp-part"*) [ -e "${dir}/failed-once" ] || { touch "${dir}/failed-once"; echo "portrait failed" >&2; exit 1; };; esac\nexec "${real}" "$@"`,
      { JOB_RETRY_DELAY_SECONDS: "1" },
    );
    ({ server, dir } = standIn);
  });
  afterAll(() => standIn?.close());

  it("completes the roast with its landscape, and the portrait job renders the portrait from what was kept", async () => {
    const user = await createUser(server);
    const { roast: created } = (await (await upload(server, user, await sampleImage("x-thread-jordan"))).json()) as { roast: RoastView };
    const { roast } = await waitForRoast(server, user, created.id, (r) => r.status === "completed" && r.portraitStatus === "ready");
    expect(roast.videoUrl).toBeTruthy();
    expect(roast.portraitUrl).toBeTruthy();
    expect(roast.portraitPosterUrl).toBeTruthy();
    await expect(rm(path.join(dir, "failed-once"))).resolves.toBeUndefined();
    // What was kept holds the portrait's plan, made with the landscape: the job rendered that.
    const kept = await restoreRenderInput(server.ctx, roast.id, { orientation: "portrait", workDir: path.join(dir, "kept") });
    expect(kept?.plan).toMatchObject({ orientation: "portrait", size: { width: 720, height: 1280 } });
    expect((await ledgerOf(server.ctx, user.id)).filter((l) => l.reason === "refund")).toEqual([]);
    expect(await (await fetch(roast.portraitUrl!, { headers: { range: "bytes=0-9" } })).status).toBe(206);
  });
});

describe("a roast deleted after its first video, while its portrait still renders", () => {
  let standIn: StandInServer;
  let server: TestServer;
  let dir: string;
  // The real ffmpeg, except that the roast's own portrait render starts late and says when it ends.
  beforeAll(async () => {
    standIn = await startWithStandInFfmpeg(
      "slow-portrait",
      ({ real, dir }) =>
        `case "$*" in *"/portrait/roast-portrait.mp4.tmp-part"*) sleep 3; "${real}" "$@"; rc=$?; touch "${dir}/portrait-done"; exit $rc;; esac\nexec "${real}" "$@"`,
    );
    ({ server, dir } = standIn);
  });
  afterAll(() => standIn?.close());

  it("keeps no file of it: the portrait stored after the deletion is removed again", async () => {
    const user = await createUser(server);
    let deleted: Promise<Response> | undefined;
    let roastId = "";
    const unsubscribe = await server.ctx.events.subscribe("roast_updates", (payload) => {
      const change = payload as { roastId: string; status: string; portraitStatus: string };
      if (change.roastId === roastId && change.status === "completed" && change.portraitStatus === "pending") {
        deleted ??= call(server, user, `/api/roasts/${roastId}`, { method: "DELETE" });
      }
    });
    const { roast: created } = (await (await upload(server, user, await sampleImage())).json()) as { roast: RoastView };
    roastId = created.id;
    await waitForPortraitRender(path.join(dir, "portrait-done"));
    await unsubscribe();
    expect((await deleted)?.status).toBe(200);
    // Long enough for the run to store its portrait and notice the roast is gone.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const key of [roastKeys.landscape(roastId), roastKeys.poster(roastId), roastKeys.portrait(roastId)]) {
      expect(await server.ctx.storage.exists(key)).toBe(false);
    }
    expect(await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, roastId))).toEqual([]);
  });
});

async function waitForPortraitRender(marker: string) {
  const deadline = Date.now() + 240_000;
  while (!(await stat(marker).catch(() => null))) {
    if (Date.now() > deadline) throw new Error("the portrait was never rendered");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
