import type { DirectedTarget, Shot } from "../direct/shot-types";
import type { Box, Mood, Orientation, Platform, TierOptions, TimedWord } from "../types";
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
  /**
   * What the camera shows: the script's targets (with text line heights) and, for a script that
   * points at nothing, where to push in. Missing (an older kept input): a push-in on the centre.
   */
  direction?: { targets: DirectedTarget[]; focusHint?: Box };
  /** The end card's verdict and the site's address (a default when missing). */
  endCard?: { verdict: string; site: string };
  /** Seeds the music bed, so a re-render sounds the same. */
  seed: string;
  /**
   * Renders behind a more urgent one (the other orientation, which the user sees first): two x264
   * threads and a lower CPU priority, so it takes the cores the first leaves idle.
   */
  background?: boolean;
  signal?: AbortSignal;
}

export interface RenderOutput {
  videoPath: string;
  durationMs: number;
  /** A frame that shows the punchline caption: the poster. */
  posterAtMs: number;
  /** The camera's shots (source pixels), as planned for this orientation. */
  shots: Shot[];
}
