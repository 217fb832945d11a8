import type { PlanInput, PlannedCaption } from "../plan/render-plan";
import type { DirectedTarget, Shot } from "../plan/shot-types";
import type { Box, Narrator, TimedWord } from "../../types";

/**
 * Everything one render needs, as plain data and file paths: what direction plans from, and the
 * files it is made of. A caller that keeps the work dir's image and voice files can render a
 * missing orientation later from this alone.
 */
export interface RenderInput extends PlanInput {
  outPath: string;
  /** Where temporaries are written (and removed). */
  workDir: string;
  /** The normalised still (JPEG) in the work dir. */
  image: { path: string; width: number; height: number; photo?: boolean };
  voice: { wavPath: string; durationMs: number; words: TimedWord[]; style: Narrator };
  script: PlanInput["script"] & { text: string };
  /**
   * Renders behind a more urgent one (the other orientation, which the user sees first): two x264
   * threads and a lower CPU priority, so it takes the cores the first leaves idle.
   */
  background?: boolean;
  signal?: AbortSignal;
  /** A battle's two uploads and its turns (pipelines/battle/): rendered as a battle. A kept input without it renders as a single roast. */
  battle?: BattleRenderInfo;
}

/** One of a battle's uploads: its normalised still in the work dir, its name, and what the camera and captions need of it (its own pixels). */
export interface BattleRenderSide {
  path: string;
  width: number;
  height: number;
  name: string;
  textBoxes: Box[];
  focusHint?: Box;
}

/** What a battle's render needs besides a roast's: both uploads, each spoken part's side and targets, the verdict. */
export interface BattleRenderInfo {
  sides: [BattleRenderSide, BattleRenderSide];
  /** Every spoken part in order (the turns, then the verdict): its side, its words in `voice.words` (end exclusive), its targets (word indices within the part). */
  parts: Array<{ side?: "a" | "b"; wordStart: number; wordEnd: number; targets: DirectedTarget[] }>;
  verdict: { winner: "a" | "b"; names: [string, string]; reason: string };
}

/** A caption group as tools and tests read it: when, what, and the box it covers in output pixels. */
export interface CaptionBox {
  start_ms: number;
  end_ms: number;
  text: string;
  box: PlannedCaption["box"];
}

export interface RenderOutput {
  videoPath: string;
  durationMs: number;
  /** A frame that shows the punchline caption: the poster. */
  posterAtMs: number;
  /** The camera's shots (source pixels), as planned for this orientation. */
  shots: Shot[];
  /** The caption groups as placed for this orientation. */
  captions: CaptionBox[];
}

export const toCaptionBox = (c: PlannedCaption): CaptionBox => ({ start_ms: c.startMs, end_ms: c.endMs, text: c.text, box: c.box });
