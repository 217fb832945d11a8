import type { Box } from "../../types";
import { type CameraSpace, clampView, closestViewHeight, openingView } from "./frame-region";
import { boxAround, centerOf, padBox } from "./geometry";

/** A quoted line's text (one OCR line's height) is never blown up past this share of the frame's height. */
export const LARGEST_TEXT_SHARE = 0.08;
/** Its capital letters are never smaller than this share of the frame's height: read on a phone without effort. */
export const CAP_FLOOR_SHARE = 0.025;
/**
 * A view widened to show the lines beside a quote whole (clear-line-cuts.ts) may take its
 * capitals down to this share: about what a phone's own screen shows an app's small print at
 * (14-point text on an 850-point-tall screen), so a phone screenshot may always be shown across
 * a portrait frame's width.
 */
export const WIDE_CAP_FLOOR_SHARE = 0.013;
/** Capitals are about this share of an OCR line box's height (the box runs from ascenders to descenders). */
export const CAP_OF_LINE = 0.72;
/** Room kept around a quoted fragment, in line heights, so it never touches the frame's edge. */
export const FRAGMENT_MARGIN = { x: 0.6, y: 0.6 };

export interface LineFraming {
  /** Where the camera settles: the whole fragment, with its margin, in view. */
  focus: Box;
  /** The fragment, shown whole, reads under the cap-height floor (a wrapped one is then better read line by line). */
  belowFloor: boolean;
}

export interface FragmentOptions {
  /** The height of one line of its text (source pixels). */
  lineHeight: number;
  /** Where the fragment's centre sits in the view, from the top. */
  anchorY: number;
  /** Room around it, in line heights (a count gets more: the words around a number say what it counts). */
  context?: { x: number; y: number };
  /** At least this view height (source pixels): the next line of a wrapped quote is read at the size of the one before, when it fits. */
  viewHeight?: number;
}

/** The view heights (source pixels) between which a line `lineHeight` high reads well: the size cap and the cap-height floor. */
export function readableHeights(space: CameraSpace, lineHeight: number): { least: number; most: number } {
  const perFrame = space.viewport.height / space.frame.height;
  return { least: (lineHeight * perFrame) / LARGEST_TEXT_SHARE, most: viewHeightForCaps(space, lineHeight, CAP_FLOOR_SHARE) };
}

/** The view height (source pixels) at which a line `lineHeight` high shows its capitals at `share` of the frame's height. */
const viewHeightForCaps = (space: CameraSpace, lineHeight: number, share: number) =>
  (CAP_OF_LINE * lineHeight * space.viewport.height) / space.frame.height / share;

/** The tallest view (source pixels) a quote's view may widen to, its text still read at WIDE_CAP_FLOOR_SHARE. */
export function widestReadableHeight(space: CameraSpace, lineHeight: number): number {
  return Math.min(openingView(space).h, viewHeightForCaps(space, lineHeight, WIDE_CAP_FLOOR_SHARE));
}

/**
 * How the camera shows a quoted fragment (one line or several) while it is said: always whole,
 * its box plus margins inside the camera window (portrait: the frame; landscape: the upload's
 * side) at the fragment's place in it (`anchorY`), zoomed no further than the text-size cap nor
 * past the source's sharp scale (`closestViewHeight`). A fragment too wide to read at the
 * cap-height floor is still shown whole, at the largest size that fits: a line cut by the frame
 * is a joke the viewer cannot check, a small one can still be read (issue "A video you'd post").
 */
export function frameLine(space: CameraSpace, region: Box, options: FragmentOptions): LineFraming {
  const { lineHeight, anchorY } = options;
  const context = options.context ?? FRAGMENT_MARGIN;
  const padded = padBox(region, Math.max(lineHeight * context.x, 8), Math.max(lineHeight * context.y, 6));
  const aspect = space.viewport.width / space.viewport.height;
  const opening = openingView(space);
  const { least, most } = readableHeights(space, lineHeight);
  // Its centre sits `anchorY` down the view: the half above it (or below) must hold half the fragment.
  const fit = Math.max(padded.w / aspect, padded.h / (2 * Math.min(anchorY, 1 - anchorY)));
  const h = Math.min(opening.h, Math.max(fit, options.viewHeight ?? least, closestViewHeight(space)));
  const centre = centerOf(padded);
  const focus = clampView(boxAround(centre.x, centre.y + (0.5 - anchorY) * h, h, aspect), space);
  return { focus, belowFloor: fit > most };
}
