import { readFile } from "node:fs/promises";
import path from "node:path";
import { isNarrator } from "../../../common/roast";
import type { AppContext } from "../../context";
import type { JobContext } from "../../lib/queue";
import type { RoastOutput, Tier } from "../../roast-engine";
import { findHeardLineIds } from "./find-heard-lines";
import { keepRenderInput } from "./kept-render-input";
import { mediaExpiry, roastKeys } from "./roast-row";
import { isSafeRoast, withModerationNote } from "./roast-moderation";
import { completeRoast } from "./roast-state";
import { runClaimedRender } from "./run-claimed-render";

/**
 * The render-roast job: claims the pending roast, runs the engine stage by stage (each stage
 * written and published) with both orientations rendering at once, stores the videos and poster
 * and completes the roast. A portrait that failed alone leaves the roast completed: what its
 * render needs is kept and the render-portrait job retries it. A failure of the landscape hands
 * the roast back for the queue's retry; the last one fails it and refunds the credit. A stopping
 * worker leaves the row to the sweep, like a crash would.
 */
export async function renderRoast(ctx: AppContext, roastId: string, job: JobContext): Promise<void> {
  await runClaimedRender(ctx, {
    roastId,
    job,
    firstStage: "analyzing",
    render: async ({ claim, clock, workDir }) => {
      if (!claim.sourceKey) throw new Error("the upload of this roast is gone");
      const sourcePath = path.join(workDir, "source.jpg");
      await ctx.storage.getToFile(claim.sourceKey, sourcePath);
      let output: RoastOutput | undefined;
      let portrait: RoastOutput | undefined;
      const avoidLineIds = await findHeardLineIds(ctx.database.db, claim);
      const result = await ctx.engine.runRoast(
        {
          image: await readFile(sourcePath),
          seed: claim.seed,
          tier: claim.tier as Tier,
          watermark: claim.isFreeRoast,
          orientations: ["landscape", "portrait"],
          workDir,
          signal: job.signal,
          avoidLineIds,
          narrator: isNarrator(claim.narrator) ? claim.narrator : undefined,
          safe: isSafeRoast(claim),
        },
        {
          onStage: (stage) => clock.enter(stage),
          onOutput: (rendered) => {
            if (rendered.orientation === "landscape") output = rendered;
            else portrait = rendered;
          },
        },
      );
      await clock.settle();
      if (!output) throw new Error("the engine rendered no landscape video");
      const { videoPath, posterPath } = output;
      const portraitFollows = !portrait && Boolean(result.renderInput);
      await Promise.all([
        ctx.storage.putFile(roastKeys.landscape(roastId), videoPath, "video/mp4"),
        posterPath && ctx.storage.putFile(roastKeys.poster(roastId), posterPath, "image/jpeg"),
        portrait && ctx.storage.putFile(roastKeys.portrait(roastId), portrait.videoPath, "video/mp4"),
        portraitFollows && result.renderInput && keepRenderInput(ctx, roastId, result.renderInput),
      ]);
      if (portraitFollows) ctx.logger.warn({ roastId, reason: result.missing?.portrait }, "portrait render failed; its job will retry it");
      const completed = await completeRoast(ctx, claim, {
        platform: result.analysis.platform,
        script: result.script.text,
        lineIds: result.script.lineIds,
        analysis: withModerationNote(claim, result.analysis),
        stageTimings: clock.finish(),
        landscapeKey: roastKeys.landscape(roastId),
        posterKey: output.posterPath ? roastKeys.poster(roastId) : null,
        ...(portrait ? { portraitStatus: "ready", portraitKey: roastKeys.portrait(roastId) } : { portraitStatus: portraitFollows ? "pending" : "none" }),
        durationMs: Math.round(output.durationMs),
        // The voice heard, not the one asked for (a failed cloud voice hands over to Flite); its re-roast asks for the same.
        ...(result.narrator ? { narrator: result.narrator } : {}),
        expiresAt: mediaExpiry("roast", new Date()),
      });
      return { completed: Boolean(completed), portraitFollows };
    },
  });
}
