import type { Box } from "../types";
import { boxAround, centerOf, clampAxis, padBox } from "./geometry";

/** Quoted text must be at least this share of the frame's height (aim above the ~4 % floor). */
export const READABLE_SHARE = 0.05;
/** …and never more than this (a single word would otherwise fill the screen). */
export const LARGEST_TEXT_SHARE = 0.12;
/** The camera never goes in further than this, relative to the opening view. */
export const MAX_ZOOM = 4;

export interface CameraSpace {
  image: { width: number; height: number };
  /** The output frame, and the window of it the camera fills (all of it in portrait). */
  frame: { width: number; height: number };
  viewport: { width: number; height: number };
}

const aspectOf = (space: CameraSpace) => space.viewport.width / space.viewport.height;

/** The opening view: the whole image, fitted inside a box of the viewport's shape, centred on it. */
export function openingView(space: CameraSpace): Box {
  const { width, height } = space.image;
  const aspect = aspectOf(space);
  const h = Math.max(height, width / aspect);
  return boxAround(width / 2, height / 2, h, aspect);
}

/**
 * Keeps a view inside the image along each axis where it fits; where it is larger than the
 * image (a view wider than a phone screenshot) it is centred on the image, inside the opening view.
 */
export function clampView(view: Box, space: CameraSpace): Box {
  const { width, height } = space.image;
  return { ...view, x: clampAxis(view.x, view.w, 0, width), y: clampAxis(view.y, view.h, 0, height) };
}

/** How the view meets a region wider than a readable view: from its start (where reading begins), from its end, or whole. */
export type Framing = "start" | "end" | "whole";

/**
 * The view that shows a region: padded, of the viewport's shape, zoomed in at least far enough
 * that its text (one line `lineHeight` high) is readable, at most `MAX_ZOOM`, with the region's
 * centre at `anchorY` of the view's height (above the portrait captions). Text too wide for a
 * readable view is shown from its start, where reading begins (or its end, for a pan along it);
 * `whole` fits all of it instead, however small its text, never wider than the opening view.
 */
export function frameRegion(space: CameraSpace, region: Box, options: { lineHeight?: number; anchorY: number; framing?: Framing }): Box {
  const opening = openingView(space);
  const aspect = aspectOf(space);
  const unit = options.lineHeight ?? Math.min(region.w, region.h) * 0.15;
  const padded = padBox(region, Math.max(unit * 0.8, 8), Math.max(unit * 0.6, 6));
  let h = Math.max(padded.h, padded.w / aspect);
  if (options.lineHeight) {
    const scale = space.viewport.height / space.frame.height;
    if (options.framing !== "whole") h = Math.min(h, (options.lineHeight * scale) / READABLE_SHARE);
    h = Math.max(h, (options.lineHeight * scale) / LARGEST_TEXT_SHARE);
  }
  h = Math.min(opening.h, Math.max(h, opening.h / MAX_ZOOM));
  const w = h * aspect;
  const centre = centerOf(padded);
  const cx = padded.w <= w ? centre.x : options.framing === "end" ? padded.x + padded.w - w / 2 : padded.x + w / 2;
  const cy = centre.y + (0.5 - options.anchorY) * h;
  return clampView(boxAround(cx, cy, h, aspect), space);
}

/** The share of the output frame's height one line of text `lineHeight` high takes in a view. */
export function textShareIn(space: CameraSpace, view: Box, lineHeight: number): number {
  return (lineHeight * space.viewport.height) / view.h / space.frame.height;
}

/** A view `factor` times closer around the same centre (the punch-in), within the zoom bound. */
export function tighten(space: CameraSpace, view: Box, factor: number): Box {
  const opening = openingView(space);
  const h = Math.max(view.h / factor, opening.h / MAX_ZOOM);
  const c = centerOf(view);
  return clampView(boxAround(c.x, c.y, h, view.w / view.h), space);
}
