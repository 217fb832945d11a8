import type { Box } from "../../types";
import { clampAxis } from "./geometry";

/** A cut at a line's start ("REAM!!!", "wned into") reads as a broken crop; one at its end as a line running on. */
const START_CUT = 2;
const END_CUT = 1;

/**
 * Slides a view sideways, keeping `keep` (the quoted fragment) whole in it, to where its left and
 * right edges cut the fewest lines of text that show in it, a line's start counting double. A
 * phone screenshot is wider than a readable portrait view of it, so a view centred on the quote
 * cut every line beside it at both ends (frames judged blind: "the zoom cuts every chat line on
 * the left", bench/judging/2026-11-30-frames-phrase-groups). Ties go to the nearest position.
 */
export function slideClearOfCuts(view: Box, keep: Box | undefined, lines: readonly Box[], image: { width: number }): Box {
  if (view.w >= image.width || lines.length === 0) return view;
  const lo = Math.max(0, keep ? keep.x + keep.w - view.w : 0);
  const hi = Math.min(image.width - view.w, keep ? keep.x : image.width - view.w);
  if (hi < lo) return view;
  const shown = lines.filter((l) => {
    const middle = l.y + l.h / 2;
    return middle > view.y && middle < view.y + view.h;
  });
  if (shown.length === 0) return view;
  // Room left beside a line the view starts or ends at (sidePad).
  const pad = sidePad;
  const straddles = (l: Box, edge: number) => l.x < edge && l.x + l.w > edge;
  const cost = (x: number) => shown.reduce((sum, l) => sum + (straddles(l, x) ? START_CUT : 0) + (straddles(l, x + view.w) ? END_CUT : 0), 0);
  return { ...view, x: cheapestNear(view.x, [lo, hi, ...shown.flatMap((l) => [l.x - pad(l), l.x + l.w + pad(l) - view.w])], lo, hi, cost) };
}

/**
 * Room kept beside a line's text at a view's left or right edge, in its own heights: most of one, so a
 * chat bubble's or a card's own padding around the words shows too. With less than half of it,
 * a bubble was "cut flush at the card's right edge with no padding" (frames judged blind,
 * bench/judging/README.md).
 */
export const SIDE_ROOM = 0.8;
const sidePad = (l: Box) => Math.max(4, l.h * SIDE_ROOM);

/** Of `start` and the `candidates` between `lo` and `hi`, the one that costs least, the nearest to `start` on a tie. */
function cheapestNear(start: number, candidates: number[], lo: number, hi: number, cost: (at: number) => number): number {
  const inRange = candidates.filter((at) => at >= lo && at <= hi).sort((a, b) => Math.abs(a - start) - Math.abs(b - start));
  return inRange.reduce((best, at) => (cost(at) < cost(best) ? at : best), start);
}

/**
 * Widens a view on a quote until the lines of text that show in it are whole: a chat bubble on
 * the right and the bubbles on the left in one view, a review's lines from margin to margin. A
 * view pushed in past the text column cut every line beside the quote ("the zoom slices every
 * chat line at the left edge", frames judged blind, bench/judging/2026-11-30-frames-colour-fill),
 * while a phone screenshot shown at the width of its text already reads at the phone's own size.
 * The quote keeps its place in the view (`anchorY` from the top); the view grows no taller than
 * `mostHeight` (the size below which its text would be too small, frame-line.ts), so a wide
 * desktop page still gets a closer view, which `slideClearOfCuts` then places. A line much taller
 * than the quote's (a heading, a misread block) does not widen it.
 */
export function widenToLines(
  view: Box,
  keep: Box,
  lines: readonly Box[],
  image: { width: number; height?: number },
  options: { mostHeight: number; anchorY: number; lineHeight: number },
): Box {
  // Where the view will be once kept inside the upload (frame-region.ts, clampView): the lines it shows there.
  const settle = (v: Box): Box => (image.height === undefined ? v : { ...v, y: clampAxis(v.y, v.h, 0, image.height) });
  const aspect = view.w / view.h;
  const centreY = keep.y + keep.h / 2;
  const pad = sidePad;
  const candidates = lines.filter((l) => l.h <= options.lineHeight * 2.5 && l.w > 0);
  let current = view;
  // A taller view shows more lines, which may be wider again: a few rounds settle it.
  for (let round = 0; round < 4; round++) {
    const band = settle(current);
    const shown = candidates.filter((l) => {
      const middle = l.y + l.h / 2;
      return middle > band.y && middle < band.y + band.h;
    });
    if (shown.length === 0) break;
    const left = Math.max(0, Math.min(keep.x, ...shown.map((l) => l.x - pad(l))));
    const right = Math.min(image.width, Math.max(keep.x + keep.w, ...shown.map((l) => l.x + l.w + pad(l))));
    const h = Math.min(options.mostHeight, Math.max(current.h, (right - left) / aspect));
    if (h <= current.h + 0.5) {
      // Wide enough: centred on the text it shows, still holding the quote.
      if (right - left <= current.w) current = { ...current, x: Math.min(keep.x, Math.max(keep.x + keep.w - current.w, (left + right) / 2 - current.w / 2)) };
      break;
    }
    const w = h * aspect;
    const x = Math.min(keep.x, Math.max(keep.x + keep.w - w, (left + right) / 2 - w / 2));
    current = { x, y: centreY - options.anchorY * h, w, h };
  }
  return current;
}

/** How much larger a view may grow to fit between rows (`slideClearOfRowCuts`'s `mostHeight`): a touch, so the line keeps its size. */
export const ROW_FIT_GROWTH = [1, 1.05, 1.1, 1.15];

/**
 * Slides a view up or down by at most `most` (a line or so: the quote keeps about its place, and the
 * captions' band stays off the text, plan-shots.ts) to where its top and bottom edges cut the
 * fewest lines of text, a line halved at its top counting double, keeping `keep` (the quoted fragment with its margin) whole in it. A view
 * whose top edge halves a header or a chat line was judged blind as a sloppy crop ("a half-cut
 * chat line under the stream header", bench/judging/2026-11-30-frames-clause-words). Ties go to
 * the nearest position. With `mostHeight`, the view may also grow a little about its middle
 * ({@link ROW_FIT_GROWTH}, never past `mostHeight` nor the upload's width) where that cuts fewer:
 * sliding alone, a view taller than the gaps between dense rows (chat bubbles, a feed) cut one at
 * its top or foot wherever it went ("a row cut at the card's edge", 13 of 24 sheets of one pass).
 * The smallest growth that cuts fewest wins.
 */
export function slideClearOfRowCuts(
  view: Box,
  keep: Box | undefined,
  lines: readonly Box[],
  image: { width: number; height: number },
  most: number,
  options: { mostHeight?: number } = {},
): Box {
  let best = slideAt(view, keep, lines, image, most);
  if (options.mostHeight === undefined || best.cost === 0) return best.view;
  const c = { x: view.x + view.w / 2, y: view.y + view.h / 2 };
  for (const growth of ROW_FIT_GROWTH.slice(1)) {
    const h = view.h * growth;
    const w = view.w * growth;
    if (h > options.mostHeight || h >= image.height || w > image.width) break;
    const grown = { x: Math.min(image.width - w, Math.max(0, c.x - w / 2)), y: Math.min(image.height - h, Math.max(0, c.y - h / 2)), w, h };
    const slid = slideAt(grown, keep, lines, image, most);
    if (slid.cost < best.cost) best = slid;
    if (best.cost === 0) break;
  }
  return best.view;
}

/** `slideClearOfRowCuts` at the view's own size: the view slid, and how many halved lines it still costs. */
function slideAt(view: Box, keep: Box | undefined, lines: readonly Box[], image: { width: number; height: number }, most: number): { view: Box; cost: number } {
  if (view.h >= image.height || lines.length === 0 || most <= 0) return { view, cost: 0 };
  const lo = Math.max(0, view.y - most, keep ? keep.y + keep.h - view.h : 0);
  const hi = Math.min(image.height - view.h, view.y + most, keep ? keep.y : image.height - view.h);
  if (hi < lo) return { view, cost: Number.POSITIVE_INFINITY };
  // Lines across the view's width: one the view shows none of across is not cut by it.
  const across = lines.filter((l) => l.x < view.x + view.w && l.x + l.w > view.x);
  if (across.length === 0) return { view, cost: 0 };
  const pad = (l: Box) => Math.max(3, l.h * 0.25);
  const straddles = (l: Box, edge: number) => l.y < edge && l.y + l.h > edge;
  // A line halved at the top reads as a broken crop (a name over its avatar cut off); at the foot, as
  // text running on. Where a cut cannot be helped, the less of what it cuts shows the better: a
  // sliver of an avatar's foot at the top reads as the page going on, half of it as a broken crop.
  // (That share of the view's height stays under one cut.)
  const shownOfCut = (y: number) =>
    across.reduce((sum, l) => sum + (straddles(l, y) ? l.y + l.h - y : 0) + (straddles(l, y + view.h) ? y + view.h - l.y : 0), 0);
  const cost = (y: number) =>
    across.reduce((sum, l) => sum + (straddles(l, y) ? START_CUT : 0) + (straddles(l, y + view.h) ? END_CUT : 0), 0) +
    Math.min(0.9, shownOfCut(y) / (2 * view.h));
  // Each edge a line's margin clear of a line, or, between dense rows, only just clear of it.
  const edges = across.flatMap((l) => [pad(l), 3].flatMap((p) => [l.y - p, l.y + l.h + p, l.y - p - view.h, l.y + l.h + p - view.h]));
  const y = cheapestNear(view.y, [lo, hi, ...edges], lo, hi, cost);
  return { view: { ...view, y }, cost: Math.floor(cost(y)) };
}
