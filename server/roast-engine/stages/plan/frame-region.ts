import type { Box } from "../../types";
import { boxAround, centerOf, clampAxis, padBox } from "./geometry";

/** The camera never goes in further than this, relative to the opening view. */
export const MAX_ZOOM = 4;
/** Room left around a face or an object, a share of its size on each side: it is seen whole, in its setting. */
export const THING_CONTEXT = 0.2;

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

/**
 * The view that shows a face or an object whole, with room around it: of the viewport's shape,
 * centred on it, zoomed in at most `maxZoom` times the opening view and never out past it.
 */
export function frameRegion(space: CameraSpace, region: Box, maxZoom = MAX_ZOOM): Box {
  const opening = openingView(space);
  const aspect = aspectOf(space);
  const padded = padBox(region, Math.max(region.w * THING_CONTEXT, 8), Math.max(region.h * THING_CONTEXT, 8));
  const h = Math.min(opening.h, Math.max(padded.h, padded.w / aspect, opening.h / maxZoom));
  const centre = centerOf(padded);
  return clampView(boxAround(centre.x, centre.y, h, aspect), space);
}

/** The share of the output frame's height one line of text `lineHeight` high takes in a view. */
export function textShareIn(space: CameraSpace, view: Box, lineHeight: number): number {
  return (lineHeight * space.viewport.height) / view.h / space.frame.height;
}

/**
 * A view up to `factor` times closer around the same centre (the punch-in), within the zoom
 * bound; never so close that `keep` (the marked fragment, when it was whole in the view) is cut.
 */
export function tighten(space: CameraSpace, view: Box, factor: number, keep?: Box): Box {
  const opening = openingView(space);
  const aspect = view.w / view.h;
  const c = centerOf(view);
  const inside = keep && keep.x >= view.x && keep.x + keep.w <= view.x + view.w && keep.y >= view.y && keep.y + keep.h <= view.y + view.h;
  const needed = inside ? Math.max((2 * Math.max(c.x - keep.x, keep.x + keep.w - c.x)) / aspect, 2 * Math.max(c.y - keep.y, keep.y + keep.h - c.y)) : 0;
  const h = Math.min(view.h, Math.max(view.h / factor, opening.h / MAX_ZOOM, needed));
  return clampView(boxAround(c.x, c.y, h, aspect), space);
}
