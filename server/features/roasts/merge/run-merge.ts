import type { AppContext } from "../../../context";
import type { JobContext } from "../../../lib/queue";
import { compileClips } from "./compile-clips";
import type { RenderSlots } from "../render/render-slots";
import { mediaExpiry, roastKeys } from "../core/roast-row";
import { completeRoast } from "../core/roast-state";
import { runClaimedRender } from "../render/run-claimed-render";

/**
 * The merge-roasts job: stages merging_videos (fetching the clips) then creating_video (the
 * join), like a roast's render: claimed, fenced, retried, failed on the last attempt, or on the
 * first when no retry can mend it. The portrait compilation follows as a render-portrait job.
 * Each clip keeps its own look: the free roast's watermark is in its pixels, so it stays on that
 * clip (and only there) at whatever size the compilation fits it to. Clips that must be
 * re-encoded to that size wait for the worker's render slot, as renders do (ADR 0023); a join of
 * matching clips (a stream copy) does not.
 */
export async function runMerge(ctx: AppContext, roastId: string, job: JobContext, slots: RenderSlots): Promise<void> {
  await runClaimedRender(ctx, {
    roastId,
    job,
    firstStage: "merging_videos",
    render: async ({ claim, clock, workDir }) => {
      const { videoPath, durationMs, width, height, firstClip } = await compileClips(ctx, {
        compilation: claim,
        orientation: "landscape",
        workDir,
        signal: job.signal,
        takeEncodeSlot: () => slots.take(job.signal),
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
        videoWidth: width,
        videoHeight: height,
        expiresAt: mediaExpiry("compilation", new Date()),
      });
      return { completed: Boolean(completed), portraitFollows: true };
    },
  });
}
