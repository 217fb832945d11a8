import { randomBytes } from "node:crypto";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { AppError } from "../../lib/errors";
import { planShots } from "../direct/plan-shots";
import { toShot } from "../direct/shot-types";
import { decodeWav, encodeWav } from "../voice/wav";
import { buildAudioMixArgs } from "./build-audio-args";
import { buildEndCardAss } from "./build-cards";
import { buildFilterGraph, planStage } from "./build-filter-graph";
import { buildOverlayAss } from "./build-overlay";
import { buildRenderArgs } from "./build-render-args";
import { composeLayout } from "./compose-layout";
import { AUDIO_RATE } from "./encode-settings";
import { linkFonts } from "./link-fonts";
import type { MediaTools } from "./media-tools";
import { planTimeline } from "./plan-timeline";
import { planWhooshes } from "./plan-whooshes";
import type { RenderInput, RenderOutput } from "./render-input";
import { mixBed } from "./sound/mix-bed";
import { normalizeLoudness } from "./sound/normalize-loudness";
import { planMusic } from "./sound/plan-music";
import { synthesizeMusic } from "./sound/synthesize-music";
import { synthesizeRimshot } from "./sound/synthesize-rimshot";
import { synthesizeWhoosh } from "./sound/synthesize-whoosh";
import { getOutputSize } from "./tier-options";

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

/** The end card's verdict and address when the input carries none (an older kept input, a test). */
export const DEFAULT_END_CARD = { verdict: "Roast level: well done", site: "roastreel.app" };

/**
 * Renders one orientation: plans the shots, writes the overlay (marks, watermark, captions) and
 * end card layers and the bed, mixes the sound, renders the video.
 */
export async function renderVideo(tools: MediaTools, input: RenderInput): Promise<RenderOutput> {
  if (input.voice.words.length === 0) throw new AppError("UNPROCESSABLE", "There are no words to caption.");
  const size = getOutputSize(input.orientation, input.options);
  const layout = composeLayout(input.orientation, size.width, size.height, input.image);
  const timeline = planTimeline(input.voice);
  const shots = planShots({
    image: input.image,
    frame: size,
    viewport: layout.viewport,
    targets: input.direction?.targets ?? [],
    focusHint: input.direction?.focusHint,
    words: input.voice.words,
    voiceOffsetMs: timeline.voiceStartMs,
    endMs: timeline.endCardStartMs,
    anchorY: layout.anchorY,
  });
  const stage = planStage(shots[0].focus, layout.viewport);
  const prefix = join(input.workDir, `render-${input.orientation}${TEMP_MARKER}${randomBytes(4).toString("hex")}`);
  const files = { overlay: `${prefix}-overlay.ass`, endCard: `${prefix}-end.ass` };
  const bedPath = `${prefix}-bed.wav`;
  const mixPath = `${prefix}-mix.wav`;
  const fontsDir = `${prefix}-fonts`;
  const partPath = `${input.outPath}${TEMP_MARKER}part`;
  try {
    const music = input.options.music ? synthesizeMusic(planMusic(input.script.mood, input.seed), timeline.totalMs, AUDIO_RATE) : undefined;
    const bed = mixBed({
      totalMs: timeline.totalMs,
      sampleRate: AUDIO_RATE,
      sting: synthesizeRimshot(AUDIO_RATE),
      stingAtMs: timeline.stingAtMs,
      whoosh: synthesizeWhoosh(AUDIO_RATE),
      whooshAtMs: planWhooshes(shots),
      music,
      words: input.voice.words,
      voiceOffsetMs: timeline.voiceStartMs,
    });
    await Promise.all([
      writeFile(files.overlay, buildOverlayAss({ layout, shots, words: input.voice.words, timeline, watermark: input.options.watermark })),
      writeFile(files.endCard, buildEndCardAss(size, input.endCard ?? DEFAULT_END_CARD)),
      writeFile(bedPath, encodeWav({ sampleRate: AUDIO_RATE, samples: bed })),
      linkFonts(tools.fontsDir, fontsDir),
    ]);
    const robotVoice = input.voice.style === "roastbot";
    await tools.runFfmpeg(buildAudioMixArgs({ voicePath: input.voice.wavPath, bedPath, timeline, robotVoice, outPath: mixPath }), input.signal);
    const mix = decodeWav(await readFile(mixPath));
    await writeFile(mixPath, encodeWav({ sampleRate: mix.sampleRate, samples: normalizeLoudness(mix.samples, mix.sampleRate) }));
    const graph = buildFilterGraph({ layout, timeline, shots, stage, image: input.image, upscale: input.options.upscale, fontsDir, files });
    const background = input.background ? { encoderThreads: BACKGROUND_ENCODER_THREADS, niceness: BACKGROUND_NICENESS } : {};
    await tools.runFfmpeg(buildRenderArgs({ imagePath: input.image.path, mixPath, graph, totalMs: timeline.totalMs, outPath: partPath, encoderThreads: background.encoderThreads }), input.signal, background);
    await rename(partPath, input.outPath);
    return { videoPath: input.outPath, durationMs: timeline.totalMs, posterAtMs: Math.max(0, timeline.stingAtMs - 30), shots: shots.map(toShot) };
  } finally {
    const temporaries = [files.overlay, files.endCard, bedPath, mixPath, partPath, fontsDir];
    await Promise.all(temporaries.map((f) => f && rm(f, { force: true, recursive: true })));
  }
}
