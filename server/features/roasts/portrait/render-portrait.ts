import { rm } from "node:fs/promises";
import type { AppContext } from "../../../context";
import { createScratchDir } from "../../../lib/scratch-dir";
import type { JobContext } from "../../../lib/queue";
import { compileClips } from "../merge/compile-clips";
import { restoreRenderInput } from "../render/kept-render-input";
import type { RenderSlots } from "../render/render-slots";
import { findRoastRow, type RoastRow } from "../core/roast-row";
import { storePortrait } from "../render/store-portrait";
import { settlePortrait } from "../core/roast-state";

/**
 * The render-portrait job: the 9:16 version of a completed roast, rendered from the kept still
 * and voice (a compilation joins its clips' portraits). Done once: a ready portrait is skipped.
 * The roast stays completed whatever happens here; the final failure marks only the portrait.
 */
export async function renderPortrait(ctx: AppContext, roastId: string, job: JobContext, slots: RenderSlots): Promise<void> {
  const roast = await findRoastRow(ctx.database.db, roastId);
  if (roast?.status !== "completed" || roast.portraitStatus !== "pending") return;
  const releaseSlot = await slots.take(job.signal);
  const workDir = await createScratchDir("portrait");
  try {
    const { videoPath, posterPath } =
      roast.platform === "compilation" ? await compilePortrait(ctx, roast, workDir, job.signal) : await renderFromKept(ctx, roast, workDir, job.signal);
    await storePortrait(ctx, roastId, { videoPath, posterPath });
  } catch (error) {
    if (job.isFinalAttempt && !job.signal.aborted) await settlePortrait(ctx, roast.id, { portraitStatus: "failed" });
    throw error;
  } finally {
    releaseSlot();
    await rm(workDir, { recursive: true, force: true });
  }
}

type Rendered = { videoPath: string; posterPath?: string };

async function renderFromKept(ctx: AppContext, roast: RoastRow, workDir: string, signal: AbortSignal): Promise<Rendered> {
  const kept = await restoreRenderInput(ctx, roast.id, { orientation: "portrait", workDir, signal });
  if (!kept) throw new Error("the still and voice of this roast are no longer kept");
  // The plan made with the first video, so the portrait matches it whatever was deployed since; an older roast's is planned anew.
  const { videoPath, posterPath } = await ctx.engine.renderOrientation(kept.input, kept.plan);
  return { videoPath, posterPath };
}

async function compilePortrait(ctx: AppContext, roast: RoastRow, workDir: string, signal: AbortSignal): Promise<Rendered> {
  const { videoPath } = await compileClips(ctx, { compilation: roast, orientation: "portrait", workDir, signal });
  return { videoPath };
}
