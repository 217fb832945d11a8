import { readFile } from "node:fs/promises";
import path from "node:path";
import { isNarrator } from "../../../common/roast";
import type { AppContext } from "../../context";
import type { JobContext } from "../../lib/queue";
import type { StoredBattle } from "../../lib/db/schema/roasts";
import type { tables } from "../../lib/db";
import type { RoastHooks, RoastOutput, RoastResult, Tier } from "../../roast-engine";
import type { Orientation } from "../../roast-engine/types";
import { findHeardLineIds } from "./find-heard-lines";
import { keepRenderInput } from "./kept-render-input";
import { mediaExpiry, type RoastRow, roastKeys } from "./roast-row";
import { isSafeRoast, withModerationNote } from "./roast-moderation";
import { completeRoast } from "./roast-state";
import { runClaimedRender } from "./run-claimed-render";
import type { createStageClock } from "./stage-clock";

type StageClock = ReturnType<typeof createStageClock>;

/**
 * The render-roast job: claims the pending roast, runs the engine stage by stage (each stage
 * written and published) with both orientations rendering at once, stores the videos and poster
 * and completes the roast; a battle (kind battle) runs the engine's battle on both uploads and keeps
 * its turns and verdict. A portrait that failed alone leaves the roast completed: what its
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
      const outputs: Outputs = {};
      const hooks: RoastHooks = {
        onStage: (stage) => clock.enter(stage),
        onOutput: (rendered) => {
          outputs[rendered.orientation] = rendered;
        },
      };
      const common = {
        seed: claim.seed,
        tier: claim.tier as Tier,
        watermark: claim.isFreeRoast,
        orientations: ["landscape", "portrait"] as Orientation[],
        workDir,
        signal: job.signal,
        avoidLineIds: await findHeardLineIds(ctx.database.db, claim),
        narrator: isNarrator(claim.narrator) ? claim.narrator : undefined,
      };
      if (claim.kind === "battle") {
        if (!claim.secondSourceKey) throw new Error("the second upload of this battle is gone");
        const secondPath = path.join(workDir, "source-b.jpg");
        await ctx.storage.getToFile(claim.secondSourceKey, secondPath);
        const safe = claim.battle?.safe ?? [false, false];
        const result = await ctx.engine.runBattle({ ...common, images: [await readFile(sourcePath), await readFile(secondPath)], safe }, hooks);
        const { turns, verdict } = result.battle;
        const battle: StoredBattle = { safe, turns: turns.map(({ side, text, fragment }) => ({ side, text, fragment })), verdict };
        return storeAndComplete(ctx, { claim, clock, result, outputs, fields: { battle, analysis: result.analysis } });
      }
      const result = await ctx.engine.runRoast({ ...common, image: await readFile(sourcePath), safe: isSafeRoast(claim) }, hooks);
      return storeAndComplete(ctx, { claim, clock, result, outputs, fields: { analysis: withModerationNote(claim, result.analysis) } });
    },
  });
}

type Outputs = Partial<Record<Orientation, RoastOutput>>;

/**
 * Stores the videos and the poster (and what a later portrait render needs when the portrait
 * failed alone), then completes the roast, fenced by its claim.
 */
async function storeAndComplete(
  ctx: AppContext,
  run: { claim: RoastRow; clock: StageClock; result: RoastResult; outputs: Outputs; fields: Partial<typeof tables.userRoasts.$inferInsert> },
): Promise<{ completed: boolean; portraitFollows: boolean }> {
  const { claim, clock, result } = run;
  const roastId = claim.id;
  await clock.settle();
  const output = run.outputs.landscape;
  const portrait = run.outputs.portrait;
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
    stageTimings: clock.finish(),
    landscapeKey: roastKeys.landscape(roastId),
    posterKey: output.posterPath ? roastKeys.poster(roastId) : null,
    ...(portrait ? { portraitStatus: "ready", portraitKey: roastKeys.portrait(roastId) } : { portraitStatus: portraitFollows ? "pending" : "none" }),
    durationMs: Math.round(output.durationMs),
    // The voice heard, not the one asked for (a failed cloud voice hands over to Flite); its re-roast asks for the same.
    ...(result.narrator ? { narrator: result.narrator } : {}),
    expiresAt: mediaExpiry("roast", new Date()),
    ...run.fields,
  });
  return { completed: Boolean(completed), portraitFollows };
}
