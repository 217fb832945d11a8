import type { Box, Mood, Orientation, TierOptions, TimedWord } from "../types";
import type { Still } from "./camera-expr";
import type { Layout } from "./compose-layout";
import type { Timeline } from "./plan-timeline";
import type { DirectedShot, DirectedTarget, Mark } from "./shot-types";

/** What direction needs to plan one orientation: data only, no files. */
export interface PlanInput {
  orientation: Orientation;
  image: { width: number; height: number };
  voice: { durationMs: number; words: TimedWord[]; style: string };
  script: { mood: Mood };
  options: TierOptions;
  /**
   * What the camera shows: the script's targets (with text line heights), the subject the
   * analysis is sure of for a script that points at nothing, and every line of the upload's own
   * text (OCR boxes, source pixels), which captions keep off. Missing: the whole upload, held.
   */
  direction?: { targets: DirectedTarget[]; focusHint?: Box; textBoxes?: Box[] };
  /** The end card's verdict and the site's address (a default when missing). */
  endCard?: { verdict: string; site: string };
  /** Seeds the music bed, so a re-render sounds the same. */
  seed: string;
}

/** A battle's verdict card: who won, and why. */
export interface BattleCard {
  winner: string;
  reason: string;
}

/** One caption word as shown: without quote marks, its own timing (ms in the clip), punch or quoted. */
export interface CaptionWord {
  text: string;
  startMs: number;
  endMs: number;
  punch: boolean;
  quoted: boolean;
}

/** A caption group, placed: when it shows, what it says, the box it covers (output pixels), its type size, its plate. */
export interface PlannedCaption {
  startMs: number;
  endMs: number;
  text: string;
  box: Box;
  x: number;
  y: number;
  fontSize: number;
  /** Drawn on a solid rounded plate: there was no place clear of the upload's own text. */
  plate: boolean;
  words: CaptionWord[];
}

/**
 * Everything one render does, decided before its first frame: the frame, the clock, the camera,
 * the marks, the captions, the watermark, the sound's cues and the end card. The render stage
 * only executes it (ffmpeg, files).
 */
export interface RenderPlan {
  orientation: Orientation;
  size: { width: number; height: number };
  fps: number;
  timeline: Timeline;
  layout: Layout;
  /** The still the camera moves over, pre-scaled once. */
  stage: Still;
  shots: DirectedShot[];
  marks: Mark[];
  captions: PlannedCaption[];
  /** The free tier's watermark: its moments, and the quoted detail each one keeps off (output pixels). */
  watermark?: Array<{ fromMs: number; toMs: number; avoid?: Box }>;
  audio: { voiceStartMs: number; stingAtMs: number; whooshAtMs: number[]; music: boolean; mood: Mood; seed: string; robotVoice: boolean };
  upscale: boolean;
  endCard: { verdict: string; site: string; battle?: BattleCard };
  /** A frame that shows the punchline caption: the poster. */
  posterAtMs: number;
}
