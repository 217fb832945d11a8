import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppContext } from "../../context";
import type { JobContext } from "../../lib/queue";
import { compileClips } from "./compile-clips";
import { publishRoastChange } from "./roast-events";
import { portraitKey, renderPortraitJob } from "./roast-jobs";
import { findRoastRow, mediaExpiry, roastKeys } from "./roast-row";
import { claimRoast, completeRoast, enterStage, settleFailedAttempt, touchRoast } from "./roast-state";
import { createStageClock } from "./stage-clock";

/**
 * The merge-roasts job: stages merging_videos (fetching the clips) then creating_video (the
 * join), like a roast's render: claimed, fenced, retried, failed only on the last attempt. The
 * portrait compilation follows as a render-portrait job.
 */
export async function runMerge(ctx: AppContext, roastId: string, job: JobContext): Promise<void> {
  const claim = await claimRoast(ctx.database.db, roastId, "merging_videos");
  if (!claim) return;
  await publishRoastChange(ctx, claim);
  const workDir = await mkdtemp(path.join(tmpdir(), "roastreel-merge-"));
  const heartbeat = setInterval(() => void touchRoast(ctx.database.db, claim).catch(() => {}), 20_000);
  const clock = createStageClock("merging_videos", (stage, timings) => enterStage(ctx, claim, stage, timings));
  try {
    const { videoPath, durationMs, firstClip } = await compileClips(ctx, {
      compilation: claim,
      orientation: "landscape",
      workDir,
      signal: job.signal,
      onClipsReady: () => void clock.enter("creating_video"),
    });
    await clock.settle();
    await ctx.storage.putFile(roastKeys.landscape(roastId), videoPath, "video/mp4");
    if (firstClip.posterKey) await ctx.storage.put(roastKeys.poster(roastId), await ctx.storage.get(firstClip.posterKey), "image/jpeg");
    const completed = await completeRoast(ctx, claim, {
      stageTimings: clock.finish(),
      landscapeKey: roastKeys.landscape(roastId),
      posterKey: firstClip.posterKey ? roastKeys.poster(roastId) : null,
      portraitStatus: "pending",
      durationMs: Math.round(durationMs),
      expiresAt: mediaExpiry("compilation", new Date()),
    });
    if (!completed) {
      if (!(await findRoastRow(ctx.database.db, roastId))) await ctx.storage.deletePrefix(roastKeys.prefix(roastId));
      return;
    }
    await ctx.queue
      .send(renderPortraitJob, { roastId }, { singletonKey: portraitKey(roastId) })
      .catch((err: unknown) => ctx.logger.warn({ err, roastId }, "portrait not queued; the sweep will queue it"));
  } catch (error) {
    await clock.settle().catch(() => {});
    await settleFailedAttempt(ctx, claim, job, clock.stage);
    throw error;
  } finally {
    clearInterval(heartbeat);
    await rm(workDir, { recursive: true, force: true });
  }
}
