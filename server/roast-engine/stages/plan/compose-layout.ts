import type { Orientation } from "../../types";
import { cardLayout, portraitCardLayout } from "./card-layout";
import { captionsIn, type Layout, PORTRAIT_CAPTION_CHARS, PORTRAIT_CAPTION_SHARE } from "./layout";

export type { Layout, Rect } from "./layout";
export { PORTRAIT_CAPTION_SHARE } from "./layout";

/** Portrait UI zones of TikTok/Reels/Shorts: captions stay out of these shares of the frame. */
export const PORTRAIT_UI_ZONES = { bottom: 0.2, right: 0.15 };

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** Fits an image of `imageW`x`imageH` inside `maxW`x`maxH`, keeping its aspect ratio. */
export function fitInside(imageW: number, imageH: number, maxW: number, maxH: number) {
  const scale = Math.min(maxW / imageW, maxH / imageH);
  return { width: even(imageW * scale), height: even(imageH * scale) };
}

/**
 * Portrait: a screen as a card across the upper frame on a designed backdrop, the captions under
 * it and the quoted line set large at the frame's foot (card-layout.ts); a photo fills the frame,
 * captions over its lower middle, clear of the platforms' UI zones, a wide one cropped to it down
 * to PORTRAIT_WIDE_PHOTO_KEEPS of its width.
 * Landscape: the upload as a card on a designed backdrop, the quoted line and the captions beside
 * it (card-layout.ts); a wide photograph fills the frame (FULL_FRAME_PHOTO_ASPECT).
 */
export function composeLayout(orientation: Orientation, width: number, height: number, image: { width: number; height: number; photo?: boolean }): Layout {
  const aspect = image.width / image.height;
  if (orientation === "portrait") {
    if (!image.photo) return portraitCardLayout(width, height);
    return aspect > 1 ? { ...fullFramePortrait(width, height), fillKeeps: PORTRAIT_WIDE_PHOTO_KEEPS } : fullFramePortrait(width, height);
  }
  if (image.photo && aspect >= FULL_FRAME_PHOTO_ASPECT) return fullFrame("landscape", width, height, LANDSCAPE_PHOTO_FRAME);
  return cardLayout(width, height, image);
}

/** A frame the camera fills, as shares of its width (x) and height (y): the captions' safe area, their place and type, the band they live in, where quoted detail sits. */
interface FullFrame {
  safe: { x: number; y: number; width: number; height: number };
  captionY: number;
  altY: number;
  fontShare: number;
  maxChars: number;
  band: { y: number; height: number };
  anchorY: number;
}

/**
 * A photo wider than tall fills the portrait frame cropped to keep at least this share of its width
 * (frame-region.ts, photoOpeningView: a 4:3 or 3:2 photo fills it, a 16:9 one stands whole between
 * fills), as short-video apps crop a photo for a portrait post. As a card of its own shape, then
 * a square card, then one of the frame's upper 60 %, it was "a small photo floating in a mostly
 * empty frame" or "the lower third bare", judged 2 in every pass, while the same photos filling
 * the landscape frame were judged 4 "full-bleed" (bench/judging/README.md;
 * docs/decisions/0039-photo-fills-the-window.md).
 */
export const PORTRAIT_WIDE_PHOTO_KEEPS = 0.35;

/** Portrait with the camera filling the frame: a tall photo's, and a battle's board's. */
export const fullFramePortrait = (width: number, height: number): Layout => fullFrame("portrait", width, height, PORTRAIT_FRAME);

/** Portrait: captions over the lower middle, clear of the platforms' bottom and right UI zones; quoted detail above them. */
const PORTRAIT_FRAME: FullFrame = {
  safe: { x: 0.05, y: 0.08, width: 0.8, height: 0.72 },
  captionY: 0.685,
  altY: 0.2,
  fontShare: PORTRAIT_CAPTION_SHARE,
  maxChars: PORTRAIT_CAPTION_CHARS,
  band: { y: 0.585, height: 0.215 },
  anchorY: 0.34,
};

/**
 * A landscape photograph at least this wide for its height fills the 16:9 frame, as a video shot
 * sideways does: as a card beside an empty column of captions it was "a small photo and one small
 * caption floating in a large empty dark area" (frames judged blind, bench/judging/README.md).
 */
export const FULL_FRAME_PHOTO_ASPECT = 1.2;

/** Landscape, a wide photo filling the frame: the captions over its lower middle, in larger type than a card's column. */
const LANDSCAPE_PHOTO_FRAME: FullFrame = {
  safe: { x: 0.06, y: 0.08, width: 0.88, height: 0.82 },
  captionY: 0.8,
  altY: 0.2,
  fontShare: 0.085,
  maxChars: 18,
  band: { y: 0.68, height: 0.24 },
  anchorY: 0.5,
};

function fullFrame(orientation: Orientation, width: number, height: number, f: FullFrame): Layout {
  const safe = {
    x: Math.round(width * f.safe.x),
    y: Math.round(height * f.safe.y),
    width: Math.round(width * f.safe.width),
    height: Math.round(height * f.safe.height),
  };
  return {
    orientation,
    width,
    height,
    viewport: { x: 0, y: 0, width, height },
    captions: {
      ...captionsIn(safe, width, Math.round(height * f.fontShare), f.maxChars),
      y: Math.round(height * f.captionY),
      altY: Math.round(height * f.altY),
    },
    safe,
    band: { x: 0, y: Math.round(height * f.band.y), width, height: Math.round(height * f.band.height) },
    anchorY: f.anchorY,
  };
}

/**
 * A landscape frame split in two: the picture's window on the left, `viewW` wide, and the
 * captions' panel on the right, `pad` inside its edges, captions centred in it.
 */
export function besidePanel(width: number, height: number, viewW: number, type: { pad: number; fontSize: number; maxChars: number }): Layout {
  const panel = { x: viewW, y: 0, width: width - viewW, height };
  const { pad } = type;
  const safe = { x: panel.x + pad, y: Math.round(height * 0.08), width: panel.width - 2 * pad, height: Math.round(height * 0.84) };
  return {
    orientation: "landscape",
    width,
    height,
    viewport: { x: 0, y: 0, width: viewW, height },
    panel,
    captions: captionsIn(safe, width, type.fontSize, type.maxChars),
    safe,
    band: { x: panel.x, y: Math.round(height * 0.18), width: panel.width, height: Math.round(height * 0.64) },
    anchorY: 0.5,
  };
}
