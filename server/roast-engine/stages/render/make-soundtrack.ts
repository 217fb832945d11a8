import { readFile, rm, writeFile } from "node:fs/promises";
import type { RenderPlan } from "../plan/render-plan";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import type { TimedWord } from "../../types";
import { decodeWav, encodeWav } from "../voice/wav";
import { buildAudioMixArgs } from "./build-audio-args";
import { buildSoundtrackArgs } from "./build-render-args";
import { AUDIO_RATE } from "./encode-settings";
import { mixBed } from "./sound/mix-bed";
import { normalizeLoudness } from "./sound/normalize-loudness";
import { synthesizeMusic } from "./sound/synthesize-music";
import { synthesizeRimshot } from "./sound/synthesize-rimshot";
import { synthesizeWhoosh } from "./sound/synthesize-whoosh";

/** What a clip's sound is made of: the voice, and the plan's clock, cues and music. */
export interface SoundtrackInput {
  voice: { wavPath: string; words: TimedWord[] };
  plan: Pick<RenderPlan, "timeline" | "audio">;
}

/**
 * The clip's finished sound as its own AAC file (`outPath`): the bed (the plan's music, whooshes, sting),
 * mixed with the voice at the lead-in, brought to the target loudness, encoded as every clip's
 * audio. Its working files start with `scratch` and are gone when it returns.
 */
export async function makeSoundtrack(
  tools: MediaTools,
  input: SoundtrackInput,
  files: { scratch: string; outPath: string },
  signal?: AbortSignal,
): Promise<string> {
  const { timeline, audio } = input.plan;
  const bedPath = `${files.scratch}-bed.wav`;
  const mixPath = `${files.scratch}-mix.wav`;
  try {
    const music = audio.music ? synthesizeMusic(audio.music, timeline.totalMs, AUDIO_RATE) : undefined;
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
    await writeFile(bedPath, encodeWav({ sampleRate: AUDIO_RATE, samples: bed }));
    await tools.runFfmpeg(buildAudioMixArgs({ voicePath: input.voice.wavPath, bedPath, timeline, robotVoice: audio.robotVoice, outPath: mixPath }), signal);
    const mix = decodeWav(await readFile(mixPath));
    await writeFile(mixPath, encodeWav({ sampleRate: mix.sampleRate, samples: normalizeLoudness(mix.samples, mix.sampleRate) }));
    await tools.runFfmpeg(buildSoundtrackArgs({ mixPath, outPath: files.outPath }), signal);
    return files.outPath;
  } finally {
    await Promise.all([bedPath, mixPath].map((f) => rm(f, { force: true })));
  }
}

/** Two plans with this same key sound the same: one soundtrack serves both. */
export const soundtrackKey = (input: SoundtrackInput): string => JSON.stringify([input.voice.wavPath, input.plan.timeline.totalMs, input.plan.audio]);
