import type { Orientation } from "../types";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where everything sits in one orientation. Each shape is composed for itself, not cropped. */
export interface Layout {
  width: number;
  height: number;
  /** The screenshot card: its fitted size (even), start position and drift over the clip. */
  photo: Box & { driftX: number; driftY: number; border: number };
  /** The blurred fill is this much larger than the frame so it can drift the other way. */
  fill: { width: number; height: number; driftX: number; driftY: number };
  /** Caption centre, wrap margins and type size. */
  captions: { x: number; y: number; marginL: number; marginR: number; fontSize: number; maxChars: number };
  /** The band the captions live in: the free-tier watermark is drawn across it. */
  band: Box;
}

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** Fits an image of `imageW`x`imageH` inside `maxW`x`maxH`, keeping its aspect ratio. */
export function fitInside(imageW: number, imageH: number, maxW: number, maxH: number) {
  const scale = Math.min(maxW / imageW, maxH / imageH);
  return { width: even(imageW * scale), height: even(imageH * scale) };
}

/**
 * Portrait: the card in the upper 60 %, captions in a band below it. Landscape: the card on the
 * left, captions in a column on the right. The card drifts gently, the fill the other way.
 */
export function composeLayout(orientation: Orientation, width: number, height: number, image: { width: number; height: number }): Layout {
  const unit = Math.min(width, height) / 1080;
  const border = even(8 * unit);
  const portrait = orientation === "portrait";
  const box = portrait
    ? { maxW: width * 0.86, maxH: height * 0.56, cx: width / 2, cy: height * 0.36 }
    : { maxW: width * 0.44, maxH: height * 0.82, cx: width * 0.27, cy: height / 2 };
  const fitted = fitInside(image.width, image.height, box.maxW - 2 * border, box.maxH - 2 * border);
  const cardW = fitted.width + 2 * border;
  const cardH = fitted.height + 2 * border;
  const drift = Math.round(28 * unit);
  const photo = {
    ...fitted,
    border,
    x: Math.round(box.cx - cardW / 2),
    y: Math.round(box.cy - cardH / 2 + (portrait ? drift / 2 : 0)),
    driftX: portrait ? 0 : Math.round(drift * 0.6),
    driftY: portrait ? -drift : 0,
  };
  const fill = { width: even(width * 1.06), height: even(height * 1.06), driftX: portrait ? 0 : -drift, driftY: portrait ? drift : 0 };
  const fontSize = Math.round((portrait ? 84 : 80) * unit);
  const captions = portrait
    ? { x: width / 2, y: Math.round(height * 0.8), marginL: Math.round(width * 0.06), marginR: Math.round(width * 0.06), fontSize, maxChars: 20 }
    : { x: Math.round(width * 0.75), y: Math.round(height / 2), marginL: Math.round(width * 0.52), marginR: Math.round(width * 0.02), fontSize, maxChars: 26 };
  const band = portrait
    ? { x: 0, y: Math.round(height * 0.68), width, height: Math.round(height * 0.24) }
    : { x: Math.round(width * 0.5), y: Math.round(height * 0.2), width: Math.round(width * 0.5), height: Math.round(height * 0.6) };
  return { width, height, photo, fill, captions, band };
}
