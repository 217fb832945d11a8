import type { Mood, Orientation, Platform, TierOptions, TimedWord } from "../types";
import type { VoiceStyle } from "../voice/create-voice-track";

/**
 * Everything one render needs, as plain data and file paths. A caller that keeps the work dir's
 * image and voice files can render a missing orientation later from this alone.
 */
export interface RenderInput {
  orientation: Orientation;
  outPath: string;
  /** Where temporaries are written (and removed). */
  workDir: string;
  /** The normalised still (JPEG) in the work dir. */
  image: { path: string; width: number; height: number };
  voice: { wavPath: string; durationMs: number; words: TimedWord[]; punchlineMs: number; style: VoiceStyle };
  script: { text: string; mood: Mood };
  analysis: { platform: Platform; dominantColors: string[] };
  options: TierOptions;
  /** Seeds the music bed, so a re-render sounds the same. */
  seed: string;
  signal?: AbortSignal;
}

export interface RenderOutput {
  videoPath: string;
  durationMs: number;
  /** A frame that shows the punchline caption: the poster. */
  posterAtMs: number;
}
