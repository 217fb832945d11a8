import { randomBytes } from "node:crypto";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { EngineError } from "../engine-error";
import { planRender } from "../direct/plan-render";
import type { RenderPlan } from "../direct/render-plan";
import { toShot } from "../direct/shot-types";
import { decodeWav, encodeWav } from "../voice/wav";
import { buildAudioMixArgs } from "./build-audio-args";
import { buildBattleCardAss } from "./build-battle-card";
import { buildEndCardAss } from "./build-cards";
import { buildFilterGraph } from "./build-filter-graph";
import { buildOverlayAss } from "./build-overlay";
import { buildRenderArgs } from "./build-render-args";
import { AUDIO_RATE } from "./encode-settings";
import { linkFonts } from "./link-fonts";
import type { MediaTools } from "../tools/media-tools";
import { type RenderInput, type RenderOutput, toCaptionBox } from "./render-input";
import { mixBed } from "./sound/mix-bed";
import { normalizeLoudness } from "./sound/normalize-loudness";
import { planMusic } from "./sound/plan-music";
import { synthesizeMusic } from "./sound/synthesize-music";
import { synthesizeRimshot } from "./sound/synthesize-rimshot";
import { synthesizeWhoosh } from "./sound/synthesize-whoosh";

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
 * Renders one orientation: executes its plan (direct/plan-render.ts, made here from the input
 * unless given): writes the overlay (marks, watermark, captions) and end card layers and the
 * bed, mixes the sound, renders the video.
 */
export async function renderVideo(tools: MediaTools, input: RenderInput, plan: RenderPlan = planRender(input)): Promise<RenderOutput> {
  if (input.voice.words.length === 0) throw new EngineError("UNPROCESSABLE", "There are no words to caption.");
  const { timeline, layout, shots, audio } = plan;
  const prefix = join(input.workDir, `render-${input.orientation}${TEMP_MARKER}${randomBytes(4).toString("hex")}`);
  const files = { overlay: `${prefix}-overlay.ass`, endCard: `${prefix}-end.ass` };
  const bedPath = `${prefix}-bed.wav`;
  const mixPath = `${prefix}-mix.wav`;
  const fontsDir = `${prefix}-fonts`;
  const partPath = `${input.outPath}${TEMP_MARKER}part`;
  try {
    const music = audio.music ? synthesizeMusic(planMusic(audio.mood, audio.seed), timeline.totalMs, AUDIO_RATE) : undefined;
    const bed = mixBed({
      totalMs: timeline.totalMs,
      sampleRate: AUDIO_RATE,
      sting: synthesizeRimshot(AUDIO_RATE),
      stingAtMs: audio.stingAtMs,
      whoosh: synthesizeWhoosh(AUDIO_RATE),
      whooshAtMs: audio.whooshAtMs,
      music,
      words: input.voice.words,
      voiceOffsetMs: audio.voiceStartMs,
    });
    await Promise.all([
      writeFile(files.overlay, buildOverlayAss(plan)),
      writeFile(
        files.endCard,
        plan.endCard.battle ? buildBattleCardAss(plan.size, plan.endCard.battle, plan.endCard.site) : buildEndCardAss(plan.size, plan.endCard),
      ),
      writeFile(bedPath, encodeWav({ sampleRate: AUDIO_RATE, samples: bed })),
      linkFonts(tools.fontsDir, fontsDir),
    ]);
    await tools.runFfmpeg(
      buildAudioMixArgs({ voicePath: input.voice.wavPath, bedPath, timeline, robotVoice: audio.robotVoice, outPath: mixPath }),
      input.signal,
    );
    const mix = decodeWav(await readFile(mixPath));
    await writeFile(mixPath, encodeWav({ sampleRate: mix.sampleRate, samples: normalizeLoudness(mix.samples, mix.sampleRate) }));
    const graph = buildFilterGraph({ layout, timeline, shots, stage: plan.stage, image: input.image, upscale: plan.upscale, fontsDir, files });
    const background = input.background ? { encoderThreads: BACKGROUND_ENCODER_THREADS, niceness: BACKGROUND_NICENESS } : {};
    await tools.runFfmpeg(
      buildRenderArgs({ imagePath: input.image.path, mixPath, graph, totalMs: timeline.totalMs, outPath: partPath, encoderThreads: background.encoderThreads }),
      input.signal,
      background,
    );
    await rename(partPath, input.outPath);
    return {
      videoPath: input.outPath,
      durationMs: timeline.totalMs,
      posterAtMs: plan.posterAtMs,
      shots: shots.map(toShot),
      captions: plan.captions.map(toCaptionBox),
    };
  } finally {
    const temporaries = [files.overlay, files.endCard, bedPath, mixPath, partPath, fontsDir];
    await Promise.all(temporaries.map((f) => f && rm(f, { force: true, recursive: true })));
  }
}
