import type { Box } from "../../types";
import { boxAround, centerOf, clampAxis, padBox } from "./geometry";

/** The camera never goes in further than this, relative to the opening view. */
export const MAX_ZOOM = 4;
/**
 * The most the camera magnifies the upload: one source pixel drawn at most this many output
 * pixels wide. Past it, the resampled text's edges spread over more than one output pixel and
 * read soft (issue "A video you'd post"; frames compared in docs/benchmarks.md).
 */
export const SHARP_SCALE = 1.25;
/** Room left around a face or an object, a share of its size on each side: it is seen whole, in its setting. */
export const THING_CONTEXT = 0.2;

export interface CameraSpace {
  image: { width: number; height: number };
  /** The output frame, and the window of it the camera fills (all of it in portrait). */
  frame: { width: number; height: number };
  viewport: { width: number; height: number };
  /** The share of a photo a crop filling the window may keep, where the window was shaped for it (Layout's `fillKeeps`); FILL_KEEPS elsewhere. */
  fillKeeps?: number;
}

const aspectOf = (space: CameraSpace) => space.viewport.width / space.viewport.height;

/** The opening view: the whole image, fitted inside a box of the viewport's shape, centred on it. */
export function openingView(space: CameraSpace): Box {
  const { width, height } = space.image;
  const aspect = aspectOf(space);
  const h = Math.max(height, width / aspect);
  return boxAround(width / 2, height / 2, h, aspect);
}

/** A photo fills the window, cropped, while the crop keeps at least this share of it along the cut side. */
export const FILL_KEEPS = 0.75;

/**
 * The first look at a photograph: the window filled, cropped along one side (a phone's 3:4 photo
 * in a 9:16 frame, a 3:2 one in 16:9), centred on its subject where one was found, as short-video
 * apps show a photo; the whole photo between fills where the crop would cut more than a quarter.
 * However small the photo: shown whole it is already magnified to the window, and the crop
 * magnifies it a third more at most; a small photo between fills was judged worse than a soft one
 * that fills (docs/decisions/0039-photo-fills-the-window.md). Between fills of its own colours, a photo was judged blind as
 * "muddy side bars" and "a small photo in an empty frame" (bench/judging/README.md).
 */
export function photoOpeningView(space: CameraSpace, subject?: Box): Box {
  const opening = openingView(space);
  const { width, height } = space.image;
  const aspect = aspectOf(space);
  const h = Math.min(height, width / aspect);
  const kept = h < height ? h / height : (h * aspect) / width;
  if (kept < (space.fillKeeps ?? FILL_KEEPS) - 1e-6 || h >= opening.h - 0.5) return opening;
  const c = subject ? centerOf(subject) : { x: width / 2, y: height / 2 };
  return clampView(boxAround(c.x, c.y, h, aspect), space);
}

/**
 * The first look at a screen: across its whole width where the whole of it would stand between
 * bars (a phone screenshot in a wider window), from its top down, lower only as far as keeps
 * `first` (the first line the roast speaks of) in view with a margin. Shown whole and small, a
 * phone screen in a 3:4 card or a 9:16 frame was judged blind as "tiny, with bars"; at its width
 * it fills the window and the camera's move in to the line is short. Never closer than the sharp
 * scale allows, so a small upload still opens whole.
 */
export function firstLookView(space: CameraSpace, first?: Box): Box {
  const opening = openingView(space);
  const { width } = space.image;
  const aspect = aspectOf(space);
  const h = Math.max(width / aspect, closestViewHeight(space));
  if (h >= opening.h) return opening;
  const margin = first ? first.h : 0;
  const top = first ? Math.max(0, first.y + first.h + margin - h) : 0;
  return clampView(boxAround(width / 2, top + h / 2, h, aspect), space);
}

/** The smallest view height (source pixels) the camera may use: the sharp scale's, or the whole upload's when that is already magnified. */
export function closestViewHeight(space: CameraSpace): number {
  return Math.min(openingView(space).h, space.viewport.height / SHARP_SCALE);
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
 * centred on it, zoomed in at most `maxZoom` times the opening view (and never past the sharp
 * scale) and never out past it.
 */
export function frameRegion(space: CameraSpace, region: Box, maxZoom = MAX_ZOOM): Box {
  const opening = openingView(space);
  const aspect = aspectOf(space);
  const padded = padBox(region, Math.max(region.w * THING_CONTEXT, 8), Math.max(region.h * THING_CONTEXT, 8));
  const h = Math.min(opening.h, Math.max(padded.h, padded.w / aspect, opening.h / maxZoom, closestViewHeight(space)));
  const centre = centerOf(padded);
  return clampView(boxAround(centre.x, centre.y, h, aspect), space);
}

/** Whether `inner` lies wholly inside `outer`. */
export const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;

/** The share of the output frame's height one line of text `lineHeight` high takes in a view. */
export function textShareIn(space: CameraSpace, view: Box, lineHeight: number): number {
  return (lineHeight * space.viewport.height) / view.h / space.frame.height;
}

/**
 * A view up to `factor` times closer around the same centre (the punch-in), within the zoom
 * bound and the sharp scale; never so close that `keep` (the marked fragment, when it was whole in the view) is cut.
 */
export function tighten(space: CameraSpace, view: Box, factor: number, keep?: Box): Box {
  const opening = openingView(space);
  const aspect = view.w / view.h;
  const c = centerOf(view);
  const inside = keep !== undefined && contains(view, keep);
  const needed = inside ? Math.max((2 * Math.max(c.x - keep.x, keep.x + keep.w - c.x)) / aspect, 2 * Math.max(c.y - keep.y, keep.y + keep.h - c.y)) : 0;
  const at = (h: number) => clampView(boxAround(c.x, c.y, h, aspect), space);
  let h = Math.min(view.h, Math.max(view.h / factor, opening.h / MAX_ZOOM, closestViewHeight(space), needed));
  // Kept inside the upload, a tighter view may slide off-centre (a view wider than a phone screenshot):
  // it then stays as wide as `keep` needs, found by halving (the whole view holds it).
  if (inside && !contains(at(h), keep)) {
    let lo = h;
    let hi = view.h;
    for (let i = 0; i < 16; i++) {
      const mid = (lo + hi) / 2;
      if (contains(at(mid), keep)) hi = mid;
      else lo = mid;
    }
    h = hi;
  }
  return at(h);
}
