import type { Box } from "../../types";

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
  // Room left beside a line the view starts or ends at: a little of its own height.
  const pad = (l: Box) => Math.max(4, l.h * 0.4);
  const candidates = [view.x, lo, hi, ...shown.flatMap((l) => [l.x - pad(l), l.x + l.w + pad(l) - view.w])]
    .filter((x) => x >= lo && x <= hi)
    .sort((a, b) => Math.abs(a - view.x) - Math.abs(b - view.x));
  const straddles = (l: Box, edge: number) => l.x < edge && l.x + l.w > edge;
  const cost = (x: number) => shown.reduce((sum, l) => sum + (straddles(l, x) ? START_CUT : 0) + (straddles(l, x + view.w) ? END_CUT : 0), 0);
  let best = view.x;
  let bestCost = cost(view.x);
  for (const x of candidates) {
    const c = cost(x);
    if (c < bestCost) {
      best = x;
      bestCost = c;
    }
  }
  return { ...view, x: best };
}
