import type { Box } from "../types";
import { type CameraSpace, frameRegion, textShareIn } from "./frame-region";

/** Below this share of the frame's height text is no longer read comfortably at 720p (issue 10's ~4 %). */
export const FLOOR_SHARE = 0.04;
/** A pan shorter than this is a lurch, not something to read along. */
export const MIN_PAN_MS = 450;
/** Fastest readable pan, in view widths per second on average (the eased curve peaks at 1.5 times this). */
export const MAX_PAN_SPEED = 1.2;

export interface LineFraming {
  /** Where the camera settles first. */
  focus: Box;
  /** For a line too wide to read in one view: the camera then eases along it to `to`, from `fromMs` to `toMs`. */
  pan?: { to: Box; fromMs: number; toMs: number };
}

/**
 * How the camera shows a quoted line while `fromMs`..`toMs` (its first word said, to its last).
 * A line that fits a readable view is framed as before. A wider one is shown whole when its text
 * still reads at the floor size that way; otherwise the camera starts on the line's left part and
 * pans to its right end over those words, at the readable zoom. When the words are too quick for
 * a readable pan, the whole line is shown instead, as large as the frame can show it whole.
 */
export function frameLine(space: CameraSpace, region: Box, options: { lineHeight?: number; anchorY: number; fromMs: number; toMs: number }): LineFraming {
  const framing = { lineHeight: options.lineHeight, anchorY: options.anchorY };
  const start = frameRegion(space, region, { ...framing, framing: "start" });
  const end = frameRegion(space, region, { ...framing, framing: "end" });
  if (!options.lineHeight || end.x - start.x < 1) return { focus: start };
  const whole = frameRegion(space, region, { ...framing, framing: "whole" });
  if (textShareIn(space, whole, options.lineHeight) >= FLOOR_SHARE) return { focus: whole };
  const panMs = options.toMs - options.fromMs;
  const widthsPerSecond = (end.x - start.x) / start.w / (panMs / 1000);
  if (panMs < MIN_PAN_MS || widthsPerSecond > MAX_PAN_SPEED) return { focus: whole };
  return { focus: start, pan: { to: end, fromMs: options.fromMs, toMs: options.toMs } };
}
