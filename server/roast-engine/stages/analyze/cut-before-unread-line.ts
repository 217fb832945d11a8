import type { ScreenLine } from "../../types";

/**
 * A line of someone's words that wrapped onto a line the reader never read: as wide as the lines
 * its column wraps at, no stop closing it, and under it, inside the same message, an empty line's
 * height before the app's next line (the message's time). v32's Zello bubble read "Six. I've
 * checked the map. Zoomed" over a blank, then "10:36": its last line, "in.", was lost, and the
 * roast quoted "Zoomed" as the whole of it. Like a line the screenshot's foot cut (cut-at-fold.ts),
 * it is nobody's said, so no sentence of it is quoted as a whole message.
 */
export function cutBeforeUnreadLine(lines: ScreenLine[]): ScreenLine[] {
  const cut = new Set<ScreenLine>();
  for (const line of lines) {
    if (line.owner === "ui" || CLOSED.test(line.text.trim()) || !isWords(line)) continue;
    const { x, y, w, h } = line.box;
    const below = lines
      .filter((l) => l !== line && l.box.y > y + h * 0.5 && l.box.x < x + w && l.box.x + l.box.w > x)
      .reduce<ScreenLine | undefined>((near, l) => (near === undefined || l.box.y < near.box.y ? l : near), undefined);
    if (below === undefined || below.role !== "timestamp" || below.box.y - (y + h) < h * EMPTY_LINE) continue;
    const column = lines.filter((l) => l !== line && l.owner !== "ui" && Math.abs(l.box.x - x) < Math.max(h, 8));
    const wrapsAt = Math.max(0, ...column.map((l) => l.box.x + l.box.w));
    if (column.length >= 1 && x + w >= wrapsAt - h * WRAP_SLACK) cut.add(line);
  }
  return cut.size === 0 ? lines : lines.map((l) => (cut.has(l) ? { ...l, role: "other", owner: "ui", author: undefined } : l));
}

/** A stop that ends what someone wrote: a sentence's, or a bracket or quote mark closed after one. */
const CLOSED = /[.!?…)"”’]$/u;
/** The gap, in the line's heights, that an unread line and its spacing leave: a line's spacing alone is well under one. */
const EMPTY_LINE = 1.3;
/** How far short of its column's widest line, in line heights, a wrapped line may stop: a word's width. */
const WRAP_SLACK = 2;

const isWords = (l: ScreenLine) => l.text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length >= 3;
