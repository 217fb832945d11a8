import type { Orientation } from "../../types";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where everything sits in one orientation. Each shape is composed for itself, not cropped. */
export interface Layout {
  orientation: Orientation;
  width: number;
  height: number;
  /** The window of the frame the camera fills: all of it in portrait, the left part in landscape. */
  viewport: Rect;
  /** Landscape only: the caption panel beside the upload. */
  panel?: Rect;
  /**
   * Caption centre, wrap margins, type size and how many words a caption group holds; `altY`
   * (portrait): the centre in the upper part of the frame, for a group whose usual place would
   * cover the quoted detail at its moment.
   */
  captions: { x: number; y: number; altY?: number; marginL: number; marginR: number; fontSize: number; maxChars: number; maxWords: number };
  /** Where captions may be drawn: portrait keeps clear of the platforms' buttons (bottom 20 %, right 15 %). */
  safe: Rect;
  /** The band the captions live in. */
  band: Rect;
  /** Where quoted detail sits in the camera's view, from the top (portrait: above the captions). */
  anchorY: number;
}

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
 * Portrait: the camera fills the frame (a tall upload fills its height, the blurred fill beside
 * it), captions over the lower middle, clear of the platforms' UI zones. Landscape: the upload at
 * full height on the left, a caption panel on the right.
 */
export function composeLayout(orientation: Orientation, width: number, height: number, image: { width: number; height: number }): Layout {
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
  const viewW = even(Math.min(width * 0.56, Math.max(width * 0.42, height * (image.width / image.height) * 1.1)));
  const pad = Math.round(width * 0.035);
  return besidePanel(width, height, viewW, { pad, fontSize: Math.round(height * 0.085), maxChars: 18 });
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
