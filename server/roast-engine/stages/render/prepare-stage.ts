import { rm, writeFile } from "node:fs/promises";
import type { RenderPlan } from "../plan/render-plan";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import { buildStageGraph } from "./build-filter-graph";
import { type RawFrame, buildStageArgs } from "./build-render-args";
import { drawBackdrop, drawCornerMask } from "./draw-backdrop";

/** A plan's stage and, in landscape, the backdrop (or a battle's caption panel) and a card's corners, composed and written raw for the picture's run. */
export interface StageFiles {
  stage: RawFrame;
  panel?: RawFrame;
  corners?: RawFrame;
}

type StagePlan = Pick<RenderPlan, "layout" | "stage" | "upscale">;

/** The files a stage run with this prefix writes (the panel only in landscape, corners only for a card), and the card's drawn backdrop and mask it reads. */
export const stagePaths = (prefix: string) => ({
  stage: `${prefix}-stage.yuv`,
  panel: `${prefix}-panel.yuv`,
  corners: `${prefix}-corners.yuv`,
  backdrop: `${prefix}-backdrop.rgb`,
  mask: `${prefix}-mask.gray`,
});

/**
 * Composes a plan's stage from its still in one short ffmpeg run (the stage graph of
 * build-filter-graph.ts); its files start with `prefix`. A landscape backdrop is drawn first
 * (draw-backdrop.ts) and read by that run. Made apart from the picture, so the picture's run holds
 * none of the still's intermediate frames, and so a caller that knows the stage early (a roast's
 * from the upload alone, a battle's board) can make it ahead.
 */
export async function prepareStage(
  tools: MediaTools,
  still: { path: string; width: number; height: number },
  plan: StagePlan,
  prefix: string,
  options: { signal?: AbortSignal; niceness?: number; backdrops?: Buffer[] } = {},
): Promise<StageFiles> {
  const { layout } = plan;
  const paths = stagePaths(prefix);
  const stage = { path: paths.stage, width: plan.stage.width, height: plan.stage.height };
  const frames = options.backdrops?.length ?? 1;
  const panel = layout.panel || layout.card ? { path: paths.panel, width: layout.width, height: layout.height, frames } : undefined;
  const inputs: RawFrame[] = [];
  let corners: RawFrame | undefined;
  if (panel) {
    // Backdrops drawn by the caller (a battle's, one a scene, full size), else the layout's own.
    const backdrop = options.backdrops
      ? { rgb: Buffer.concat(options.backdrops), size: { width: layout.width, height: layout.height }, ...drawCornerMask(layout) }
      : await drawBackdrop(layout);
    await writeFile(paths.backdrop, backdrop.rgb);
    inputs.push({ path: paths.backdrop, ...backdrop.size, pixFmt: "rgb24" });
    if (layout.card) {
      await writeFile(paths.mask, backdrop.mask);
      inputs.push({ path: paths.mask, ...backdrop.maskSize, pixFmt: "gray" });
      corners = { path: paths.corners, ...backdrop.maskSize, pixFmt: "yuva420p" };
    }
  }
  const graph = buildStageGraph({ layout, stage: plan.stage, image: still, upscale: plan.upscale });
  try {
    await tools.runFfmpeg(
      buildStageArgs({ imagePath: still.path, graph, stagePath: stage.path, panelPath: panel?.path, panelFrames: frames, inputs, cornersPath: corners?.path }),
      options.signal,
      { niceness: options.niceness },
    );
  } finally {
    await Promise.all([rm(paths.backdrop, { force: true }), rm(paths.mask, { force: true })]);
  }
  return { stage, panel, corners };
}

/** Stage files made for this plan: the same stage size, a panel exactly when the plan has one (a backdrop for each of its scenes' backdrops), and a card's corners of its size. */
export function fitsPlan(files: StageFiles, plan: StagePlan & Pick<RenderPlan, "scenes">): boolean {
  const { layout } = plan;
  const wantsPanel = Boolean(layout.panel || layout.card);
  const backdrops = plan.scenes ? Math.max(...plan.scenes.map((s) => s.backdrop)) + 1 : 1;
  const panelFits = wantsPanel
    ? files.panel?.width === layout.width && files.panel.height === layout.height && (files.panel.frames ?? 1) >= backdrops
    : files.panel === undefined;
  const cornersFit = layout.card
    ? files.corners?.width === layout.viewport.width && files.corners.height === 2 * layout.card.radius
    : files.corners === undefined;
  return files.stage.width === plan.stage.width && files.stage.height === plan.stage.height && panelFits && cornersFit;
}
