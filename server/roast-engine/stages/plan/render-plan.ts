import type { CaptionStyle } from "../../../../common/caption-styles";
import type { Box, Mood, Orientation, TierOptions, TimedWord } from "../../types";
import type { Still } from "./camera-expr";
import type { Layout } from "./compose-layout";
import type { MusicPlan } from "./plan-music";
import type { Timeline } from "./plan-timeline";
import type { DirectedShot, DirectedTarget, Mark } from "./shot-types";

/** What direction needs to plan one orientation: data only, no files. */
export interface PlanInput {
  orientation: Orientation;
  /** `photo`: the upload is a photograph, not a screen of text (its landscape card keeps its own shape). */
  image: { width: number; height: number; photo?: boolean };
  voice: { durationMs: number; words: TimedWord[]; style: string };
  script: { mood: Mood };
  options: TierOptions;
  /**
   * What the camera shows: the script's targets (with text line heights), the subject the
   * analysis is sure of for a script that points at nothing, and every line of the upload's own
   * text (OCR boxes, source pixels), which captions keep off. Missing: the whole upload, held.
   */
  direction?: {
    targets: DirectedTarget[];
    focusHint?: Box;
    /** Every fragment the roast quotes that is on screen (source pixels), a target of the camera's or not: the free tier's mark keeps off them. */
    quoted?: Box[];
    textBoxes?: Box[];
    /** The screen's on-screen keyboard (find-keyboard.ts): views keep above it. */
    keyboard?: Box;
    /** The screen's bands that hold something drawn (visual-stats.ts, findContentRows): views keep their edges between them. */
    rows?: Box[];
    /** The surfaces the screen's lines sit on (a bubble, a card; find-line-surfaces.ts): a quote's view keeps its surface whole. */
    surfaces?: Box[];
  };
  /** The end card's verdict and the site's address (a default when missing). */
  endCard?: { verdict: string; site: string };
  /** Seeds the music bed, so a re-render sounds the same. */
  seed: string;
  /** How the captions look (common/caption-styles.ts); the default when missing (an input kept before the choice). */
  captionStyle?: CaptionStyle;
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
  /** Drawn on a rounded plate sized to its words: the style's (caption-style-type.ts). */
  plate: boolean;
  words: CaptionWord[];
}

/**
 * A quoted line set large beside the card (landscape): when it shows, the text and its lines as
 * wrapped, its type size, the centre of its column and the top of its block, and the box the
 * block covers (the opening mark, the lines, the rule under them; output pixels).
 */
export interface PlannedQuote {
  startMs: number;
  endMs: number;
  text: string;
  lines: string[];
  fontSize: number;
  x: number;
  y: number;
  box: Box;
  /** Set over the picture (portrait's): on a dark plate. */
  plate?: boolean;
  /**
   * Beside a landscape card, while no caption shows under it: the block's top (`y`) centred in the
   * words' column until `untilMs`, when it glides up to its place over the captions
   * (plan-quotes.ts, `centreQuotesAlone`).
   */
  alone?: { untilMs: number; y: number };
  /**
   * The words said to lead into it ("Then, further down:"), set small over its opening mark, in
   * `fontSize`, until `untilMs` (plan-quotes.ts, `withLeadIns`); the block's `box` holds them.
   */
  kicker?: { text: string; fontSize: number; untilMs: number };
}

/**
 * One highlight as drawn: a line of a quote (a wrapped quote's lines are marks of their own) or a
 * thing's box, in source pixels. It shows from `startMs` until `toMs` and draws itself in from
 * `fromMs` to `drawnMs` (a line read in an earlier shot: whole, from the start).
 */
export interface PlannedMark {
  box: Box;
  style: Mark["style"];
  startMs: number;
  fromMs: number;
  drawnMs: number;
  toMs: number;
}

/** From `fromMs` on: backdrop number `backdrop`, with the camera's card on it or not. */
export interface PlannedScene {
  fromMs: number;
  backdrop: number;
  camera: boolean;
}

/** The corner of the picture the free tier's mark sits in, or across a card's bottom edge at its right ("card-edge"). */
export type WatermarkCorner = "top-right" | "top-left" | "bottom-left" | "bottom-right" | "card-edge";

/**
 * The free tier's mark, placed: its type sizes and the plate's padding (output pixels) and its
 * moments (it changes only when the camera starts or stops moving), each with the corner it sits
 * in and its box there (output pixels), clear of the quoted detail and the captions shown then.
 */
export interface PlannedWatermark {
  /** The brand's type size; `subSize`, that of "FREE VERSION" under it. */
  fontSize: number;
  subSize: number;
  pad: number;
  moments: Array<{ fromMs: number; toMs: number; corner: WatermarkCorner; box: Box }>;
}

/**
 * Everything one render does, decided before its first frame: the frame, the clock, the camera,
 * the marks line by line, the captions, the watermark's corner, the sound's cues and its music, and
 * the end card. The render stage only executes it (ffmpeg, files). Plain data, kept as JSON for a
 * later render of the same orientation (features/roasts/render/kept-render-input.ts).
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
  /** The highlights, in the order they are drawn (shot by shot, a quote line by line). */
  marks: PlannedMark[];
  captions: PlannedCaption[];
  /** The style the captions were planned in and are drawn in; missing in a plan kept before the choice: the default. */
  captionStyle?: CaptionStyle;
  /** Landscape: the quoted lines set large beside the card (none in a plan kept before there were). */
  quotes?: PlannedQuote[];
  watermark?: PlannedWatermark;
  /**
   * A picture of several backdrops (a landscape battle's: the intro's two cards, then each turn's
   * card at the back): from each moment on, which of the backdrops given to the render is shown
   * and whether the camera's card is on it. None: one backdrop, the card always on it.
   */
  scenes?: PlannedScene[];
  /** The sound's cues, and the music bed (its tier's; none without). */
  audio: { voiceStartMs: number; stingAtMs: number; whooshAtMs: number[]; music?: MusicPlan; robotVoice: boolean };
  upscale: boolean;
  endCard: { verdict: string; site: string; battle?: BattleCard };
  /** A frame that shows the punchline caption: the poster. */
  posterAtMs: number;
}
