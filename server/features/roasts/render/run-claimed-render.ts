import { rm } from "node:fs/promises";
import type { AppContext } from "../../../context";
import type { JobContext } from "../../../lib/queue";
import { createScratchDir } from "../../../lib/scratch-dir";
import { HEARTBEAT_SECONDS } from "./claim-heartbeat";
import { isPermanentFailure } from "../core/map-engine-error";
import { publishRoastChange } from "../core/roast-events";
import { portraitKey, renderPortraitJob } from "../core/roast-jobs";
import { findRoastRow, type RoastRow, roastKeys } from "../core/roast-row";
import { claimRoast, enterStage, settleFailedAttempt, touchRoast } from "../core/roast-state";
import { holdClaim } from "./live-claims";
import { createStageClock } from "./stage-clock";

type StageClock = ReturnType<typeof createStageClock>;

export interface ClaimedRender {
  roastId: string;
  job: JobContext;
  firstStage: string;
  /** Renders and completes the roast; says whether it completed and whether a portrait follows. */
  render(input: { claim: RoastRow; clock: StageClock; workDir: string }): Promise<{ completed: boolean; portraitFollows: boolean }>;
}

/**
 * What every render job shares: claim the roast (or leave it to whoever has it), keep the claim
 * alive, time its stages, work in a scratch folder, queue the portrait after completion, and on a
 * failure hand the roast back for the queue's retry (the last attempt fails it and refunds; a
 * permanent failure, the first).
 */
export async function runClaimedRender(ctx: AppContext, task: ClaimedRender): Promise<void> {
  const { roastId } = task;
  const claim = await claimRoast(ctx.database.db, roastId, task.firstStage);
  if (!claim) return;
  await publishRoastChange(ctx, claim);
  const workDir = await createScratchDir("render");
  const release = holdClaim(ctx, roastId, claim.attempts);
  const heartbeat = setInterval(() => void touchRoast(ctx.database.db, claim).catch(() => {}), HEARTBEAT_SECONDS * 1000);
  const clock = createStageClock(task.firstStage, (stage, timings) => enterStage(ctx, claim, stage, timings));
  try {
    const { completed, portraitFollows } = await task.render({ claim, clock, workDir });
    if (!completed) {
      // Deleted while rendering: take away what this run uploaded.
      if (!(await findRoastRow(ctx.database.db, roastId))) await ctx.storage.deletePrefix(roastKeys.prefix(roastId));
      return;
    }
    if (portraitFollows) {
      await ctx.queue
        .send(renderPortraitJob, { roastId }, { singletonKey: portraitKey(roastId) })
        .catch((err: unknown) => ctx.logger.warn({ err, roastId }, "portrait not queued; the sweep will queue it"));
    }
  } catch (error) {
    await clock.settle().catch(() => {});
    // A failure no retry can mend (roasts/core/map-engine-error.ts) fails the roast and refunds it now, and
    // ends the job: retrying what fails the same way every time only keeps the user waiting.
    const permanent = !task.job.signal.aborted && isPermanentFailure(error);
    await settleFailedAttempt(ctx, claim, permanent ? { ...task.job, isFinalAttempt: true } : task.job, clock.stage);
    if (!permanent) throw error;
    ctx.logger.warn({ err: error, roastId }, "render failed for a reason no retry can mend: failed and refunded without retrying");
  } finally {
    clearInterval(heartbeat);
    release();
    await rm(workDir, { recursive: true, force: true });
  }
}
