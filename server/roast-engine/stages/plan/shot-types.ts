import type { Box, ScriptTarget } from "../../types";

/** One shot of the camera, as the CLI reports it (its JSON keys are a contract): what the frame shows (source pixels) and when. */
export interface Shot {
  start_ms: number;
  end_ms: number;
  focus: Box;
  label: string;
}

/** Where the highlight is drawn (source pixels) and when; "text" gets an underline, a "thing" a box. */
export interface Mark {
  box: Box;
  /** A quote wrapped over several lines: its part of each line, top to bottom (`box` holds them all); underlined line by line. */
  lines?: Box[];
  /** The lines of its quote read before this one (a wrapped quote read line by line): underlined already, held as they are. */
  held?: Box[];
  style: "text" | "thing";
  /**
   * When its words start being said (often before the camera arrives, even in the opening shot):
   * from then until `toMs` nothing may be drawn over the region. Unset: `fromMs`.
   */
  saidFromMs?: number;
  /** The mark draws itself in from `fromMs` to `drawnMs`, then holds until `toMs`. */
  fromMs: number;
  drawnMs: number;
  toMs: number;
}

/**
 * What a shot does: the opening view, a beat's target (by its kind), the slow push-in, the punch-in. Behaviour reads this; `label` is text for people.
 */
export type ShotKind = "whole" | "push-in" | "punch" | ScriptTarget["kind"];

/** A shot with what the render needs besides: how long the move into it takes, and its mark. */
export interface DirectedShot {
  startMs: number;
  endMs: number;
  /** What the frame shows, in source pixels. */
  focus: Box;
  /** Text for people (the CLI's and the plan's readers); behaviour reads `kind`. */
  label: string;
  kind: ShotKind;
  /** The camera eases from the previous focus to this one over the shot's first `moveMs`. */
  moveMs: number;
  mark?: Mark;
  /** A quote's or a count's text as it stands in the upload: landscape sets it large beside the card (plan-quotes.ts). */
  quote?: string;
}

/** One line of a quote wrapped over several: its part of the line (source pixels) and how many of the quote's words it holds. */
export interface FragmentLine {
  box: Box;
  words: number;
}

/** A script target ready for the camera: for text, the height of one line (the readability unit). */
export interface DirectedTarget extends ScriptTarget {
  lineHeight?: number;
  /** A quote wrapped over several lines: its part of each line, top to bottom (`box` holds them all). */
  lines?: FragmentLine[];
}

/** The CLI's shape: exactly start_ms, end_ms, focus, label. */
export const toShot = (s: DirectedShot): Shot => ({ start_ms: s.startMs, end_ms: s.endMs, focus: s.focus, label: s.label });
