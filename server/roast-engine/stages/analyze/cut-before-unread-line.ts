import type { ScreenLine } from "../../types";
import { CLOSED, isWords, wrapsInColumn } from "./cut-at-fold";

/**
 * A line of someone's words that wrapped onto a line the reader never read: as wide as the lines
 * its column wraps at, no stop closing it, and under it, inside the same message, an empty line's
 * height before the message's time. v32's Zello bubble read "Six. I've checked the map. Zoomed"
 * over a blank, then "10:36": its last line, "in.", was lost, and the roast quoted "Zoomed" as the
 * whole of it. Like a line the screenshot's foot cut (cut-at-fold.ts), it is nobody's said, so no
 * sentence of it is quoted as a whole message.
 */
export function cutBeforeUnreadLine(lines: ScreenLine[]): ScreenLine[] {
  const words = lines.filter(isWords);
  const cut = new Set<ScreenLine>();
  for (const line of words) {
    if (CLOSED.test(line.text.trim())) continue;
    const { x, y, w, h } = line.box;
    const below = lines
      .filter((l) => l !== line && l.box.y > y + h * 0.5 && l.box.x < x + w && l.box.x + l.box.w > x)
      .reduce<ScreenLine | undefined>((near, l) => (near === undefined || l.box.y < near.box.y ? l : near), undefined);
    if (below === undefined || below.role !== "timestamp" || below.box.y - (y + h) < h * EMPTY_LINE) continue;
    const { column, reaches } = wrapsInColumn(line, words);
    if (column.length >= 1 && reaches) cut.add(line);
  }
  return cut.size === 0 ? lines : lines.map((l) => (cut.has(l) ? { ...l, role: "other", owner: "ui", author: undefined } : l));
}

/** The gap, in the line's heights, that an unread line and its spacing leave: a line's spacing alone is well under one. */
const EMPTY_LINE = 1.3;
