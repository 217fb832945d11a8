import type { Box } from "../types";
import type { Layout } from "./compose-layout";
import { findFocusInFrame } from "./find-focus";
import { overlapArea, padBox } from "./geometry";
import type { DirectedShot } from "./shot-types";

/** One stretch of the free tier's corner mark: when, and where it sits (output pixels). */
export interface WatermarkMoment {
  fromMs: number;
  toMs: number;
  box: Box;
  /** The mark's corner of the picture. */
  corner: Corner;
}

export type Corner = "top-right" | "top-left" | "bottom-left" | "bottom-right";
/** Top corners first: portrait's bottom corners sit under the platforms' buttons. */
const CORNERS: Corner[] = ["top-right", "top-left", "bottom-left", "bottom-right"];

/**
 * The mark's size in a layout: two lines (the brand in bold, "FREE VERSION" under it) on a dark
 * plate, sized to the frame (`unit`: the frame's short side over 1080). The brand's width is 5.54
 * ems in bold DejaVu Sans capitals (measured from a libass render).
 */
export function watermarkSize(layout: Pick<Layout, "width" | "height">) {
  const unit = Math.min(layout.width, layout.height) / 1080;
  const fontSize = Math.round(44 * unit);
  const pad = Math.round(14 * unit);
  return {
    fontSize,
    subSize: Math.round(0.55 * fontSize),
    pad,
    inset: Math.round(28 * unit),
    width: Math.round(5.54 * fontSize + 2 * pad),
    height: Math.round(1.75 * fontSize + 2 * pad),
  };
}

/** Where the mark sits in a corner of the picture's window: inside the upload, so cropping it off crops the picture. */
export function cornerBox(layout: Pick<Layout, "width" | "height" | "viewport">, corner: Corner): Box {
  const { viewport: v } = layout;
  const size = watermarkSize(layout);
  const x = corner.endsWith("left") ? v.x + size.inset : v.x + v.width - size.inset - size.width;
  const y = corner.startsWith("top") ? v.y + size.inset : v.y + v.height - size.inset - size.height;
  return { x, y, w: size.width, h: size.height };
}

/**
 * The free tier's mark, moment by moment (a moment per stretch in which the camera moves or
 * holds, so it never flickers): in the corner of the picture clear of the quoted detail being said
 * and of every caption shown then, staying where it was while that corner is clear; when no
 * corner is clear, the one covering the least of the quote, then of the captions.
 */
export function planWatermark(shots: DirectedShot[], layout: Layout, captions: ReadonlyArray<{ startMs: number; endMs: number; box: Box }>): WatermarkMoment[] {
  const spans = shots.flatMap((shot) => {
    const settled = shot.startMs + shot.moveMs;
    return settled > shot.startMs && settled < shot.endMs
      ? [
          [shot.startMs, settled],
          [settled, shot.endMs],
        ]
      : [[shot.startMs, shot.endMs]];
  });
  const moments: WatermarkMoment[] = [];
  let previous: Corner | undefined;
  for (const [fromMs, toMs] of spans) {
    if (toMs <= fromMs) continue;
    const quote = findFocusInFrame(shots, layout, fromMs, toMs);
    const shown = captions.filter((c) => c.startMs < toMs && c.endMs > fromMs).map((c) => c.box);
    const room = watermarkSize(layout).pad;
    const cost = (corner: Corner) => {
      const box = padBox(cornerBox(layout, corner), room, room);
      return {
        quote: quote ? overlapArea(box, quote) : 0,
        captions: shown.reduce((sum, c) => sum + overlapArea(box, c), 0),
      };
    };
    const order = previous ? [previous, ...CORNERS.filter((c) => c !== previous)] : CORNERS;
    const ranked = order.map((corner) => ({ corner, ...cost(corner) }));
    const best = ranked.reduce((a, b) => (b.quote < a.quote || (b.quote === a.quote && b.captions < a.captions) ? b : a));
    previous = best.corner;
    moments.push({ fromMs, toMs, box: cornerBox(layout, best.corner), corner: best.corner });
  }
  return moments;
}
