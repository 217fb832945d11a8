import { randomBytes } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { AppError } from "../../lib/errors";
import { encodeWav } from "../voice/wav";
import { buildCaptionsAss } from "./build-captions";
import { buildEndCardAss, buildWatermarkAss } from "./build-cards";
import { buildAudioMixArgs } from "./build-audio-args";
import { buildFilterGraph } from "./build-filter-graph";
import { buildRenderArgs } from "./build-render-args";
import { composeLayout } from "./compose-layout";
import { AUDIO_RATE } from "./encode-settings";
import { linkFonts } from "./link-fonts";
import type { MediaTools } from "./media-tools";
import { planTimeline } from "./plan-timeline";
import type { RenderInput, RenderOutput } from "./render-input";
import { mixBed } from "./sound/mix-bed";
import { planMusic } from "./sound/plan-music";
import { synthesizeMusic } from "./sound/synthesize-music";
import { synthesizeRimshot } from "./sound/synthesize-rimshot";
import { getOutputSize } from "./tier-options";

/** Temporaries carry this marker so finalizing can sweep any a crash left behind. */
export const TEMP_MARKER = ".tmp-";

/** Renders one orientation: writes the caption/card layers and the bed, mixes the sound, renders the video. */
export async function renderVideo(tools: MediaTools, input: RenderInput): Promise<RenderOutput> {
  if (input.voice.words.length === 0) throw new AppError("UNPROCESSABLE", "There are no words to caption.");
  const size = getOutputSize(input.orientation, input.options);
  const layout = composeLayout(input.orientation, size.width, size.height, input.image);
  const timeline = planTimeline(input.voice);
  const prefix = join(input.workDir, `render-${input.orientation}${TEMP_MARKER}${randomBytes(4).toString("hex")}`);
  const files = {
    captions: `${prefix}-captions.ass`,
    endCard: `${prefix}-end.ass`,
    watermark: input.options.watermark ? `${prefix}-watermark.ass` : undefined,
  };
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
      music,
      words: input.voice.words,
      voiceOffsetMs: timeline.voiceStartMs,
    });
    await Promise.all([
      writeFile(files.captions, buildCaptionsAss({ words: input.voice.words, offsetMs: timeline.voiceStartMs, endMs: timeline.endCardStartMs, layout })),
      writeFile(files.endCard, buildEndCardAss(size)),
      files.watermark ? writeFile(files.watermark, buildWatermarkAss(layout)) : undefined,
      writeFile(bedPath, encodeWav({ sampleRate: AUDIO_RATE, samples: bed })),
      linkFonts(tools.fontsDir, fontsDir),
    ]);
    const robotVoice = input.voice.style === "roastbot";
    await tools.runFfmpeg(buildAudioMixArgs({ voicePath: input.voice.wavPath, bedPath, timeline, robotVoice, outPath: mixPath }), input.signal);
    const graph = buildFilterGraph({ layout, timeline, upscale: input.options.upscale, fontsDir, files });
    await tools.runFfmpeg(buildRenderArgs({ imagePath: input.image.path, mixPath, graph, totalMs: timeline.totalMs, outPath: partPath }), input.signal);
    await rename(partPath, input.outPath);
    return { videoPath: input.outPath, durationMs: timeline.totalMs, posterAtMs: Math.max(0, timeline.stingAtMs - 30) };
  } finally {
    const temporaries = [files.captions, files.endCard, files.watermark, bedPath, mixPath, partPath, fontsDir];
    await Promise.all(temporaries.map((f) => f && rm(f, { force: true, recursive: true })));
  }
}
