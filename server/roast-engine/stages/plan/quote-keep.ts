import type { Box } from "../../types";
import { SIDE_ROOM } from "./clear-line-cuts";
import { padBox } from "./geometry";
import type { DirectedTarget } from "./shot-types";

/** A surface's edge shows this much of a line height past it: a bubble's round end with the page beside it. */
const SURFACE_ROOM = 0.3;

/**
 * What a view on a quoted fragment keeps whole: `keep`, its sides with the room beside them that a
 * bubble or a card draws (clear-line-cuts.ts, SIDE_ROOM; a quoted bubble cut flush at the card's
 * edge was judged blind); and `surface`, where its lines sit on one (find-line-surfaces.ts), that
 * whole bubble or card with a little of the page past its ends and room above and below: a bubble
 * cut at the card's edge, the words whole, was judged blind "a line cut off". A line read with its
 * icon is taller than its text, so the room above and below is its own box's height's share.
 */
export function quoteKeeps(
  target: Pick<DirectedTarget, "box" | "lines">,
  lineHeight: number,
  input: { surfaces?: readonly Box[]; image: { width: number; height?: number } },
): { keep: Box; surface?: Box } {
  const box = target.box;
  const keep = padBox(box, lineHeight * SIDE_ROOM, 0);
  const own = (input.surfaces ?? []).filter((s) => {
    const middle = s.y + s.h / 2;
    return middle > box.y && middle < box.y + box.h && s.x < box.x + box.w && s.x + s.w > box.x;
  });
  if (own.length === 0) return { keep };
  const room = lineHeight * SURFACE_ROOM;
  const left = Math.max(0, Math.min(keep.x, ...own.map((s) => s.x - room)));
  const right = Math.min(input.image.width, Math.max(keep.x + keep.w, ...own.map((s) => s.x + s.w + room)));
  const above = SURFACE_ROOM * (target.lines?.[0]?.box.h ?? box.h);
  const top = Math.max(0, box.y - above);
  const foot = Math.min(input.image.height ?? Number.POSITIVE_INFINITY, box.y + box.h + above);
  return { keep, surface: { x: left, y: top, w: right - left, h: foot - top } };
}
