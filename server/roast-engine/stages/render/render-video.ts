import { randomBytes } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { EngineError } from "../../engine-error";
import type { RenderPlan } from "../plan/render-plan";
import { toShot } from "../plan/shot-types";
import { buildBattleCardAss } from "./build-battle-card";
import { buildEndCardAss } from "./build-cards";
import { buildFilterGraph } from "./build-filter-graph";
import { buildOverlayAss } from "./build-overlay";
import { buildMuxArgs, buildRenderArgs } from "./build-render-args";
import { type StageFiles, fitsPlan, prepareStage, stagePaths } from "./prepare-stage";
import { linkFonts } from "./link-fonts";
import { makeSoundtrack } from "./make-soundtrack";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import { type RenderInput, type RenderOutput, toCaptionBox } from "./render-input";

/** Temporaries carry this marker so finalizing can sweep any a crash left behind. */
export const TEMP_MARKER = ".tmp-";
/** A background render's CPU priority: it yields to the render the user waits for. */
export const BACKGROUND_NICENESS = 10;
/**
 * A background render's x264 threads. ffmpeg filters and, with one thread, encodes on its main
 * thread, so one thread left the second core idle once the first render was done; two let the
 * encoder run beside the filter graph (ADR 0014).
 */
export const BACKGROUND_ENCODER_THREADS = 2;
/**
 * The render the user waits for: three x264 threads. With two, the encoder's frame threads stall
 * on each other's rows and a core idles between frames; a third keeps both busy: a 1080x1920
 * render alone 1.48 -> 1.32 s, for ~13 MB more (docs/benchmarks.md).
 */
export const FOREGROUND_ENCODER_THREADS = 3;

/** A soundtrack made elsewhere (share-soundtracks.ts), asked for once the picture has started. */
export type SoundtrackSource = () => Promise<string>;

/**
 * Renders one orientation: executes its plan (stages/plan/plan-render.ts, pipelines/battle/plan-battle-render.ts),
 * deciding nothing the plan decides: writes the overlay (marks, watermark, captions) and end card
 * layers, starts the picture (the stage composed in a short run of its own, unless one made for
 * this plan is given, then the camera, layers and encode over it), makes the soundtrack beside it
 * (or takes the one given), then joins the two. The input gives the files (the still, the voice)
 * and where to write.
 */
export async function renderVideo(
  tools: MediaTools,
  input: RenderInput,
  plan: RenderPlan,
  options: { soundtrack?: SoundtrackSource; stage?: StageFiles } = {},
): Promise<RenderOutput> {
  if (input.voice.words.length === 0) throw new EngineError("UNPROCESSABLE", "There are no words to caption.");
  const { timeline, layout, shots } = plan;
  const prefix = join(input.workDir, `render-${input.orientation}${TEMP_MARKER}${randomBytes(4).toString("hex")}`);
  const files = { overlay: `${prefix}-overlay.ass`, endCard: `${prefix}-end.ass` };
  const picturePath = `${prefix}-picture.mp4`;
  const ownSoundPath = `${prefix}-sound.m4a`;
  const fontsDir = `${prefix}-fonts`;
  const partPath = `${input.outPath}${TEMP_MARKER}part`;
  try {
    await Promise.all([
      writeFile(files.overlay, buildOverlayAss(plan)),
      writeFile(
        files.endCard,
        plan.endCard.battle ? buildBattleCardAss(plan.size, plan.endCard.battle, plan.endCard.site) : buildEndCardAss(plan.size, plan.endCard),
      ),
      linkFonts(tools.fontsDir, fontsDir),
    ]);
    const graphPlan = { layout, timeline, shots, stage: plan.stage, image: input.image, upscale: plan.upscale, scenes: plan.scenes, fontsDir, files };
    const background = input.background
      ? { encoderThreads: BACKGROUND_ENCODER_THREADS, niceness: BACKGROUND_NICENESS }
      : { encoderThreads: FOREGROUND_ENCODER_THREADS };
    // A soundtrack that fails stops the picture: there is no clip without it.
    const stopPicture = new AbortController();
    const pictureSignal = input.signal ? AbortSignal.any([input.signal, stopPicture.signal]) : stopPicture.signal;
    const picture = (async () => {
      const given = options.stage && fitsPlan(options.stage, plan) ? options.stage : undefined;
      const { stage, panel, corners } =
        given ?? (await prepareStage(tools, input.image, plan, prefix, { signal: pictureSignal, niceness: background.niceness }));
      await tools.runFfmpeg(
        buildRenderArgs({
          stage,
          panel,
          corners,
          graph: buildFilterGraph(graphPlan),
          totalMs: timeline.totalMs,
          outPath: picturePath,
          encoderThreads: background.encoderThreads,
        }),
        pictureSignal,
        background,
      );
    })();
    // Started after the picture, so ffmpeg has its cores while the bed is synthesised here.
    const sound = (
      options.soundtrack?.() ?? makeSoundtrack(tools, { voice: input.voice, plan }, { scratch: prefix, outPath: ownSoundPath }, input.signal)
    ).catch((error: unknown) => {
      stopPicture.abort(error);
      throw error;
    });
    const [made, drawn] = await Promise.allSettled([sound, picture]);
    if (made.status === "rejected") throw made.reason;
    if (drawn.status === "rejected") throw drawn.reason;
    await tools.runFfmpeg(buildMuxArgs({ videoPath: picturePath, soundPath: made.value, outPath: partPath }), input.signal);
    await rename(partPath, input.outPath);
    return {
      videoPath: input.outPath,
      durationMs: timeline.totalMs,
      posterAtMs: plan.posterAtMs,
      shots: shots.map(toShot),
      captions: plan.captions.map(toCaptionBox),
    };
  } finally {
    const stageFiles = stagePaths(prefix);
    const temporaries = [files.overlay, files.endCard, ...Object.values(stageFiles), picturePath, ownSoundPath, partPath, fontsDir];
    await Promise.all(temporaries.map((f) => f && rm(f, { force: true, recursive: true })));
  }
}
