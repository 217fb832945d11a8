import type { Box } from "../../types";
import { type CameraSpace, clampView, openingView } from "./frame-region";
import { boxAround, centerOf, padBox } from "./geometry";

/** A quoted line's text (one OCR line's height) is never blown up past this share of the frame's height. */
export const LARGEST_TEXT_SHARE = 0.08;
/** Its capital letters are never smaller than this share of the frame's height: read on a phone without effort. */
export const CAP_FLOOR_SHARE = 0.025;
/** Capitals are about this share of an OCR line box's height (the box runs from ascenders to descenders). */
export const CAP_OF_LINE = 0.72;
/** A pan shorter than this is a lurch, not something to read along. */
export const MIN_PAN_MS = 450;
/** Fastest readable pan, in view widths per second on average (the eased curve peaks at 1.5 times this). */
export const MAX_PAN_SPEED = 1.2;
/** A pan shorter than this share of the view's width is not worth making. */
export const MIN_PAN_SHARE = 0.08;
/** A fragment panned along is held at its start for this share of its words' time: the first words are read still. */
const HOLD_SHARE = 0.35;

export interface LineFraming {
  /** Where the camera settles first. */
  focus: Box;
  /** For a fragment too wide to read whole: the camera then eases along it to `to`, from `fromMs` to `toMs`. */
  pan?: { to: Box; fromMs: number; toMs: number };
}

export interface FragmentOptions {
  /** The height of one line of its text (source pixels). */
  lineHeight: number;
  /** Where the fragment's centre sits in the view, from the top. */
  anchorY: number;
  /** When its first word is said, and its last. */
  fromMs: number;
  toMs: number;
  /** Room around it, in line heights (a count gets more: the words around a number say what it counts). */
  context?: { x: number; y: number };
  /** Keep this view height (source pixels): the next line of a wrapped quote is read at the size of the one before. */
  viewHeight?: number;
}

/** The view heights (source pixels) between which a line `lineHeight` high reads well: the size cap and the cap-height floor. */
export function readableHeights(space: CameraSpace, lineHeight: number): { least: number; most: number } {
  const perFrame = space.viewport.height / space.frame.height;
  return { least: (lineHeight * perFrame) / LARGEST_TEXT_SHARE, most: (CAP_OF_LINE * lineHeight * perFrame) / CAP_FLOOR_SHARE };
}

/**
 * How the camera shows a quoted fragment (one line or several) while it is said: its box plus
 * margins fitted to the camera window's width (portrait: the frame; landscape: the upload's side),
 * zoomed no further than the size cap. A fragment that cannot fit at the cap-height floor is
 * shown at the floor from its start, held there for its first words, then panned to its end.
 * When its words are too quick for a readable pan, it is shown whole instead, however small.
 */
export function frameLine(space: CameraSpace, region: Box, options: FragmentOptions): LineFraming {
  const { lineHeight, anchorY } = options;
  const context = options.context ?? { x: 0.6, y: 0.6 };
  const padded = padBox(region, Math.max(lineHeight * context.x, 8), Math.max(lineHeight * context.y, 6));
  const aspect = space.viewport.width / space.viewport.height;
  const opening = openingView(space);
  const { least, most } = options.viewHeight ? { least: options.viewHeight, most: options.viewHeight } : readableHeights(space, lineHeight);
  const fit = Math.max(padded.w / aspect, padded.h);
  const centre = centerOf(padded);
  const at = (cx: number, h: number) => clampView(boxAround(cx, centre.y + (0.5 - anchorY) * h, h, aspect), space);
  const whole = at(centre.x, Math.min(opening.h, Math.max(fit, least)));
  if (fit <= most) return { focus: whole };
  const h = Math.min(opening.h, Math.max(most, least, padded.h));
  const w = h * aspect;
  const start = at(padded.x + w / 2, h);
  const end = at(padded.x + padded.w - w / 2, h);
  // A pan over a few per cent of the view is a twitch: the fragment is shown whole, a little under the floor.
  if (end.x - start.x < MIN_PAN_SHARE * w) return { focus: whole };
  const fromMs = Math.round(options.fromMs + (options.toMs - options.fromMs) * HOLD_SHARE);
  const panMs = options.toMs - fromMs;
  const widthsPerSecond = (end.x - start.x) / w / (panMs / 1000);
  if (panMs < MIN_PAN_MS || widthsPerSecond > MAX_PAN_SPEED) return { focus: whole };
  return { focus: start, pan: { to: end, fromMs, toMs: options.toMs } };
}
