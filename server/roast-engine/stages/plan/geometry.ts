import type { Box } from "../../types";

/** Box helpers in source pixels (the normalised image). */

export const centerOf = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

/** A box grown by `dx`/`dy` on each side. */
export const padBox = (b: Box, dx: number, dy: number): Box => ({ x: b.x - dx, y: b.y - dy, w: b.w + 2 * dx, h: b.h + 2 * dy });

/** The smallest box holding both. */
export function unionBox(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

/** The part of `a` inside `b` (an empty box at `a`'s corner when they are apart). */
export function intersectBox(a: Box, b: Box): Box {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, w: Math.max(0, Math.min(a.x + a.w, b.x + b.w) - x), h: Math.max(0, Math.min(a.y + a.h, b.y + b.h) - y) };
}

/** Area shared by two boxes (0 when apart). */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Slides a view of fixed size along one axis so it stays inside [lo, lo + span] when it fits;
 * a view larger than the span is centred on it.
 */
export function clampAxis(start: number, size: number, lo: number, span: number): number {
  if (size >= span) return lo + (span - size) / 2;
  return Math.min(lo + span - size, Math.max(lo, start));
}

/** A box of `aspect` (w/h) and the given height, centred on a point. */
export const boxAround = (cx: number, cy: number, h: number, aspect: number): Box => ({ x: cx - (h * aspect) / 2, y: cy - h / 2, w: h * aspect, h });

export const roundBox = (b: Box): Box => ({ x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.w), h: Math.round(b.h) });
