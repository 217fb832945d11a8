import { readFile } from "node:fs/promises";
import path from "node:path";
import { isCaptionStyle } from "../../../../common/caption-styles";
import { isNarrator } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import type { JobContext } from "../../../lib/queue";
import type { StoredBattle } from "../../../lib/db/schema/roasts";
import type { tables } from "../../../lib/db";
import type { BattleResult, Orientation, RoastHooks, RoastOutput, RoastResult, Tier } from "../../../roast-engine";
import { readDirectedInput } from "./directed-input";
import { findHeardLineIds } from "./find-heard-lines";
import { noteUploadFacts } from "./note-upload-facts";
import { keepRenderInput } from "./kept-render-input";
import { mediaExpiry, type RoastRow, roastKeys } from "../core/roast-row";
import { isSafeRoast, withModerationNote } from "../moderation/roast-moderation";
import { completeRoast } from "../core/roast-state";
import { storePortrait } from "./store-portrait";
import type { RenderSlots } from "./render-slots";
import { runClaimedRender } from "./run-claimed-render";
import type { createStageClock } from "./stage-clock";

type StageClock = ReturnType<typeof createStageClock>;

/**
 * The render-roast job: claims the pending roast, runs the engine stage by stage (each stage
 * written and published) with both orientations rendering at once. The roast completes as soon as
 * its first video (landscape) and poster are stored, its portrait pending, while the portrait
 * finishes in the same run and is stored after; a battle (kind battle) runs the engine's battle on
 * both uploads and keeps its turns and verdict. What a portrait render needs is kept at completion,
 * so a portrait that fails here, or a run that stops after completing, leaves it to the
 * render-portrait job. A failure before completion hands the roast back for the queue's retry; the
 * last one fails it and refunds the credit.
 */
export async function renderRoast(ctx: AppContext, roastId: string, job: JobContext, slots: RenderSlots): Promise<void> {
  await runClaimedRender(ctx, {
    roastId,
    job,
    firstStage: "analyzing",
    render: async ({ claim, clock, workDir }) => {
      if (!claim.sourceKey) throw new Error("the upload of this roast is gone");
      const sourcePath = path.join(workDir, "source.jpg");
      await ctx.storage.getToFile(claim.sourceKey, sourcePath);
      const outputs: Outputs = {};
      let completed: RoastRow | null = null;
      // Reading and writing run beside another roast's render; the renders wait for this worker's slot.
      let releaseSlot = () => {};
      const hooks = <R extends RoastResult>(fields: (result: R) => Fields): RoastHooks<R> => ({
        onStage: async (stage) => {
          // Written in order in the background (completion waits for the writes), off the roast's clock.
          void clock.enter(stage);
          if (stage === "creating_video") releaseSlot = await slots.take(job.signal);
        },
        onOutput: (rendered) => {
          outputs[rendered.orientation] = rendered;
        },
        onFirstVideo: async (result) => {
          completed = await completeOnFirstVideo(ctx, { claim, clock, result, outputs, fields: fields(result) });
        },
      });
      const common = {
        seed: claim.seed,
        tier: claim.tier as Tier,
        watermark: claim.isFreeRoast,
        orientations: ["landscape", "portrait"] as Orientation[],
        workDir,
        signal: job.signal,
        avoidLineIds: await findHeardLineIds(ctx.database.db, claim),
        narrator: isNarrator(claim.narrator) ? claim.narrator : undefined,
        captionStyle: isCaptionStyle(claim.captionStyle) ? claim.captionStyle : undefined,
      };
      if (claim.kind === "battle") {
        if (!claim.secondSourceKey) throw new Error("the second upload of this battle is gone");
        const secondPath = path.join(workDir, "source-b.jpg");
        await ctx.storage.getToFile(claim.secondSourceKey, secondPath);
        const safe = claim.battle?.safe ?? [false, false];
        const images: [Buffer, Buffer] = [await readFile(sourcePath), await readFile(secondPath)];
        const result = await ctx.engine
          .runBattle(
            { ...common, images, safe },
            hooks<BattleResult>(({ battle: { turns, verdict }, analysis }) => ({
              battle: { safe, turns: turns.map(({ side, text, fragment }) => ({ side, text, fragment })), verdict },
              analysis,
            })),
          )
          .finally(() => releaseSlot());
        return storeLaterPortrait(ctx, { completed, result, outputs });
      }
      const result = await ctx.engine
        .runRoast(
          { ...common, image: await readFile(sourcePath), safe: isSafeRoast(claim), ...(await readDirectedInput(ctx, claim)) },
          {
            ...hooks<RoastResult>((found) => ({ analysis: withModerationNote(claim, found.analysis) })),
            // Waited for (one short write): every change published after it names the upload.
            onAnalysis: (found) => noteUploadFacts(ctx, claim, found),
          },
        )
        .finally(() => releaseSlot());
      return storeLaterPortrait(ctx, { completed, result, outputs });
    },
  });
}

type Outputs = Partial<Record<Orientation, RoastOutput>>;
type Fields = Partial<typeof tables.userRoasts.$inferInsert> & { battle?: StoredBattle };

/**
 * Stores the first video and the poster (and, while the portrait still renders, what a later
 * render of it needs), then completes the roast, fenced by its claim; null when the claim was lost
 * or the roast deleted.
 */
async function completeOnFirstVideo(
  ctx: AppContext,
  run: { claim: RoastRow; clock: StageClock; result: RoastResult; outputs: Outputs; fields: Fields },
): Promise<RoastRow | null> {
  const { claim, clock, result } = run;
  const roastId = claim.id;
  await clock.settle();
  const output = run.outputs.landscape;
  if (!output) throw new Error("the engine rendered no landscape video");
  const { videoPath, posterPath } = output;
  const portraitPending = Boolean(result.renderInput);
  await Promise.all([
    ctx.storage.putFile(roastKeys.landscape(roastId), videoPath, "video/mp4"),
    posterPath && ctx.storage.putFile(roastKeys.poster(roastId), posterPath, "image/jpeg"),
    // The portrait is the orientation still to render: its plan is kept with the input.
    result.renderInput && keepRenderInput(ctx, roastId, result.renderInput, result.plans?.portrait),
  ]);
  return completeRoast(ctx, claim, {
    platform: result.analysis.platform,
    script: result.script.text,
    lineIds: result.script.lineIds,
    stageTimings: clock.finish(),
    landscapeKey: roastKeys.landscape(roastId),
    posterKey: posterPath ? roastKeys.poster(roastId) : null,
    portraitStatus: portraitPending ? "pending" : "none",
    durationMs: Math.round(output.durationMs),
    videoWidth: output.width,
    videoHeight: output.height,
    // The voice heard, not the one asked for (a failed cloud voice hands over to Flite); its re-roast asks for the same.
    ...(result.narrator ? { narrator: result.narrator } : {}),
    // Who wrote the script, for the admin page and /metrics (the model, repaired, or the offline engine).
    ...(result.scriptReport
      ? { scriptAuthor: result.scriptReport.author, scriptProblems: result.scriptReport.problems, modelMs: result.scriptReport.modelMs ?? null }
      : {}),
    expiresAt: mediaExpiry("roast", new Date()),
    ...run.fields,
  });
}

/**
 * After the run: stores the portrait rendered beside the first video and marks it ready; a
 * portrait that failed here follows in its own job. A roast deleted meanwhile keeps no file.
 */
async function storeLaterPortrait(
  ctx: AppContext,
  run: { completed: RoastRow | null; result: RoastResult; outputs: Outputs },
): Promise<{ completed: boolean; portraitFollows: boolean }> {
  const { completed } = run;
  if (!completed) return { completed: false, portraitFollows: false };
  const roastId = completed.id;
  const portrait = run.outputs.portrait;
  if (!portrait) {
    const follows = completed.portraitStatus === "pending";
    if (follows) ctx.logger.warn({ roastId, reason: run.result.missing?.portrait }, "portrait render failed; its job will retry it");
    return { completed: true, portraitFollows: follows };
  }
  await storePortrait(ctx, roastId, portrait);
  return { completed: true, portraitFollows: false };
}
