import { overlapArea } from "../direct/geometry";
import type { Box, TimedWord } from "../types";
import { escapeAssText } from "./ass-format";
import type { Layout } from "./compose-layout";

/** Bold DejaVu Sans advances about this many ems per character (capitals and wide letters included). */
export const CHAR_EM = 0.68;
/** Line height of the caption type, and the biggest pop a word gets (the punchline's, see build-captions). */
const LINE_HEIGHT = 1.2;
const LARGEST_POP = 1.45;

/**
 * The box a caption group covers centred at `y`: its lines as libass wraps them in the safe
 * width (estimated from its characters, the punchline wider), one of them at its popped size.
 */
export function measureCaptionGroup(group: TimedWord[], fontSize: number, layout: Pick<Layout, "safe">, y: number): Box {
  const chars = group.reduce((sum, w) => sum + escapeAssText(w.text).length * (w.emphasis ? 1.18 : 1), 0) + group.length - 1;
  const lines = Math.max(1, Math.ceil((chars * CHAR_EM * fontSize) / layout.safe.width));
  const h = fontSize * LINE_HEIGHT * (lines - 1 + LARGEST_POP);
  return { x: layout.safe.x, y: y - h / 2, w: layout.safe.width, h };
}

/**
 * Where a caption group is centred: its usual place, unless that would cover the quoted detail
 * on screen at its moment (`focus`, frame pixels) and the layout's other place (portrait: the
 * upper part of the frame, away from where the camera anchors quoted text) covers less of it;
 * there a tall group is lowered just enough to stay inside the safe area. Landscape captions live
 * in their own panel and never move.
 */
export function chooseCaptionY(options: { group: TimedWord[]; fontSize: number; layout: Pick<Layout, "safe" | "captions">; focus?: Box }): number {
  const { group, fontSize, layout, focus } = options;
  const { y, altY } = layout.captions;
  if (!focus || altY === undefined) return y;
  const covered = (at: number) => overlapArea(measureCaptionGroup(group, fontSize, layout, at), focus);
  const usual = covered(y);
  if (usual === 0) return y;
  const other = Math.ceil(Math.max(altY, layout.safe.y + measureCaptionGroup(group, fontSize, layout, altY).h / 2));
  return covered(other) < usual ? other : y;
}
