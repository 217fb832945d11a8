import type { Orientation } from "../../types";
import { cardLayout } from "./card-layout";
import type { Layout } from "./layout";

export type { Layout, Rect } from "./layout";

/** Portrait UI zones of TikTok/Reels/Shorts: captions stay out of these shares of the frame. */
export const PORTRAIT_UI_ZONES = { bottom: 0.2, right: 0.15 };
/** Caption type: at least 6 % of the portrait frame's height. */
export const PORTRAIT_CAPTION_SHARE = 0.062;

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** Fits an image of `imageW`x`imageH` inside `maxW`x`maxH`, keeping its aspect ratio. */
export function fitInside(imageW: number, imageH: number, maxW: number, maxH: number) {
  const scale = Math.min(maxW / imageW, maxH / imageH);
  return { width: even(imageW * scale), height: even(imageH * scale) };
}

/**
 * Portrait: the camera fills the frame (a tall upload fills its height, a soft fill of its own colours beside
 * it), captions over the lower middle, clear of the platforms' UI zones. Landscape: the upload
 * as a card on a designed backdrop, the quoted line and the captions beside it (card-layout.ts).
 */
export function composeLayout(orientation: Orientation, width: number, height: number, image: { width: number; height: number; photo?: boolean }): Layout {
  if (orientation === "landscape" && image.photo && image.width / image.height >= FULL_FRAME_PHOTO_ASPECT) return fullFrameLandscape(width, height);
  if (orientation === "portrait") {
    const safe = { x: Math.round(width * 0.05), y: Math.round(height * 0.08), width: Math.round(width * 0.8), height: Math.round(height * 0.72) };
    const marginR = width - safe.x - safe.width;
    return {
      orientation,
      width,
      height,
      viewport: { x: 0, y: 0, width, height },
      captions: {
        x: Math.round(safe.x + safe.width / 2),
        y: Math.round(height * 0.685),
        altY: Math.round(height * 0.2),
        marginL: safe.x,
        marginR,
        fontSize: Math.round(height * PORTRAIT_CAPTION_SHARE),
        maxChars: 16,
        maxWords: 3,
      },
      safe,
      band: { x: 0, y: Math.round(height * 0.585), width, height: Math.round(height * 0.215) },
      anchorY: 0.34,
    };
  }
  return cardLayout(width, height, image);
}

/**
 * A landscape frame split in two: the picture's window on the left, `viewW` wide, and the
 * captions' panel on the right, `pad` inside its edges, captions centred in it.
 */
export function besidePanel(width: number, height: number, viewW: number, type: { pad: number; fontSize: number; maxChars: number }): Layout {
  const panel = { x: viewW, y: 0, width: width - viewW, height };
  const { pad } = type;
  return {
    orientation: "landscape",
    width,
    height,
    viewport: { x: 0, y: 0, width: viewW, height },
    panel,
    captions: {
      x: Math.round(panel.x + panel.width / 2),
      y: Math.round(height / 2),
      marginL: panel.x + pad,
      marginR: pad,
      fontSize: type.fontSize,
      maxChars: type.maxChars,
      maxWords: 3,
    },
    safe: { x: panel.x + pad, y: Math.round(height * 0.08), width: panel.width - 2 * pad, height: Math.round(height * 0.84) },
    band: { x: panel.x, y: Math.round(height * 0.18), width: panel.width, height: Math.round(height * 0.64) },
    anchorY: 0.5,
  };
}

/**
 * A landscape photograph at least this wide for its height fills the 16:9 frame, as a video shot
 * sideways does: as a card beside an empty column of captions it was "a small photo and one small
 * caption floating in a large empty dark area" (frames judged blind, bench/judging/README.md).
 */
export const FULL_FRAME_PHOTO_ASPECT = 1.2;
/** Caption type over a full-frame landscape photo: a share of the frame's height. */
const FULL_FRAME_CAPTION_SHARE = 0.085;

/** Landscape, the photo filling the frame (the camera's window is all of it), the captions over its lower middle. */
function fullFrameLandscape(width: number, height: number): Layout {
  const safe = { x: Math.round(width * 0.06), y: Math.round(height * 0.08), width: Math.round(width * 0.88), height: Math.round(height * 0.82) };
  return {
    orientation: "landscape",
    width,
    height,
    viewport: { x: 0, y: 0, width, height },
    captions: {
      x: Math.round(safe.x + safe.width / 2),
      y: Math.round(height * 0.8),
      altY: Math.round(height * 0.2),
      marginL: safe.x,
      marginR: width - safe.x - safe.width,
      fontSize: Math.round(height * FULL_FRAME_CAPTION_SHARE),
      maxChars: 18,
      maxWords: 3,
    },
    safe,
    band: { x: 0, y: Math.round(height * 0.68), width, height: Math.round(height * 0.24) },
    anchorY: 0.5,
  };
}
