import { readFile } from "node:fs/promises";
import path from "node:path";
import { isNarrator } from "../../../common/roast";
import type { AppContext } from "../../context";
import type { JobContext } from "../../lib/queue";
import type { RoastOutput, Tier } from "../../roast-engine";
import { findHeardLineIds } from "./find-heard-lines";
import { keepRenderInput } from "./kept-render-input";
import { mediaExpiry, roastKeys } from "./roast-row";
import { completeRoast } from "./roast-state";
import { runClaimedRender } from "./run-claimed-render";

/**
 * The render-roast job: claims the pending roast, runs the engine stage by stage (each stage
 * written and published), stores the landscape video, poster and what a portrait render needs,
 * completes the roast and queues its portrait. A failure hands the roast back for the queue's
 * retry; the last one fails it and refunds the credit. A stopping worker leaves the row to the
 * sweep, like a crash would.
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
      const avoidLineIds = await findHeardLineIds(ctx.database.db, claim);
      const result = await ctx.engine.runRoast(
        { image: await readFile(sourcePath), seed: claim.seed, tier: claim.tier as Tier, watermark: claim.isFreeRoast, orientations: ["landscape"], workDir, signal: job.signal, avoidLineIds, narrator: isNarrator(claim.narrator) ? claim.narrator : undefined },
        {
          onStage: (stage) => clock.enter(stage),
          onOutput: (rendered) => {
            if (rendered.orientation === "landscape") output = rendered;
          },
        },
      );
      await clock.settle();
      if (!output) throw new Error("the engine rendered no landscape video");
      await ctx.storage.putFile(roastKeys.landscape(roastId), output.videoPath, "video/mp4");
      if (output.posterPath) await ctx.storage.putFile(roastKeys.poster(roastId), output.posterPath, "image/jpeg");
      if (result.renderInput) await keepRenderInput(ctx, roastId, result.renderInput);
      const completed = await completeRoast(ctx, claim, {
        platform: result.analysis.platform,
        script: result.script.text,
        lineIds: result.script.lineIds,
        analysis: result.analysis,
        stageTimings: clock.finish(),
        landscapeKey: roastKeys.landscape(roastId),
        posterKey: output.posterPath ? roastKeys.poster(roastId) : null,
        portraitStatus: result.renderInput ? "pending" : "none",
        durationMs: Math.round(output.durationMs),
        // The voice heard, not the one asked for (a failed cloud voice hands over to Flite); its re-roast asks for the same.
        ...(result.narrator ? { narrator: result.narrator } : {}),
        expiresAt: mediaExpiry("roast", new Date()),
      });
      return { completed: Boolean(completed), portraitFollows: Boolean(result.renderInput) };
    },
  });
}
