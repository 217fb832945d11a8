import type { AppContext } from "../../context";
import type { JobContext } from "../../lib/queue";
import { compileClips } from "./compile-clips";
import { mediaExpiry, roastKeys } from "./roast-row";
import { completeRoast } from "./roast-state";
import { runClaimedRender } from "./run-claimed-render";

/**
 * The merge-roasts job: stages merging_videos (fetching the clips) then creating_video (the
 * join), like a roast's render: claimed, fenced, retried, failed only on the last attempt. The
 * portrait compilation follows as a render-portrait job.
 */
export async function runMerge(ctx: AppContext, roastId: string, job: JobContext): Promise<void> {
  await runClaimedRender(ctx, {
    roastId,
    job,
    firstStage: "merging_videos",
    render: async ({ claim, clock, workDir }) => {
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
      return { completed: Boolean(completed), portraitFollows: true };
    },
  });
}
