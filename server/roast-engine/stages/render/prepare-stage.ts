import type { RenderPlan } from "../plan/render-plan";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import { buildStageGraph } from "./build-filter-graph";
import { type RawFrame, buildStageArgs } from "./build-render-args";

/** A plan's stage (and, in landscape, its caption panel), composed and written raw for the picture's run. */
export interface StageFiles {
  stage: RawFrame;
  panel?: RawFrame;
}

type StagePlan = Pick<RenderPlan, "layout" | "stage" | "upscale">;

/** The files a stage run with this prefix writes (the panel only in landscape). */
export const stagePaths = (prefix: string) => ({ stage: `${prefix}-stage.yuv`, panel: `${prefix}-panel.yuv` });

/**
 * Composes a plan's stage from its still in one short ffmpeg run (the stage graph of
 * build-filter-graph.ts); its files start with `prefix`. Made apart from the picture, so the
 * picture's run holds none of the still's intermediate frames, and so a caller that knows the
 * stage early (a battle's board needs no voice) can make it ahead.
 */
export async function prepareStage(
  tools: MediaTools,
  still: { path: string; width: number; height: number },
  plan: StagePlan,
  prefix: string,
  options: { signal?: AbortSignal; niceness?: number } = {},
): Promise<StageFiles> {
  const paths = stagePaths(prefix);
  const stage = { path: paths.stage, width: plan.stage.width, height: plan.stage.height };
  const panel = plan.layout.panel ? { path: paths.panel, width: plan.layout.width, height: plan.layout.height } : undefined;
  const graph = buildStageGraph({ layout: plan.layout, stage: plan.stage, image: still, upscale: plan.upscale });
  await tools.runFfmpeg(buildStageArgs({ imagePath: still.path, graph, stagePath: stage.path, panelPath: panel?.path }), options.signal, {
    niceness: options.niceness,
  });
  return { stage, panel };
}

/** Stage files made for this plan: the same stage size, and a panel exactly when the plan has one. */
export function fitsPlan(files: StageFiles, plan: StagePlan): boolean {
  const panelFits = plan.layout.panel ? files.panel?.width === plan.layout.width && files.panel.height === plan.layout.height : files.panel === undefined;
  return files.stage.width === plan.stage.width && files.stage.height === plan.stage.height && panelFits;
}
