import type { ScreenLine } from "../../types";
import { findKeyboard } from "./find-keyboard";

/**
 * The last line of words on a screen that runs on below the image's foot: at that foot, nothing but
 * the app's lines under it, no stop closing it, and as wide as the lines its column wraps at ("Liberty Bridge. I worked on
 * its lighting survey in my first", the rest scrolled away). Its last sentence was cut by the edge
 * of the screenshot, not finished, and the line is nobody's said: even the sentences it closes
 * would be quoted as a whole answer or a whole message ("your whole answer was 'Liberty Bridge'")
 * when they are not. A short last line, or one ending on a stop, is left whole.
 */
export function cutAtFold(lines: ScreenLine[], { width, height }: { width: number; height: number }): ScreenLine[] {
  const words = lines.filter(isWords);
  const last = words.reduce<ScreenLine | undefined>((low, l) => (low === undefined || l.box.y > low.box.y ? l : low), undefined);
  if (last === undefined || CLOSED.test(last.text.trim())) return lines;
  // Nothing of anyone's under it: only the app's lines (a tab bar, a keyboard) or nothing.
  if (lines.some((l) => l !== last && l.owner !== "ui" && l.box.y > last.box.y + last.box.h * 0.5)) return lines;
  const { column, wrapsAt, reaches } = wrapsInColumn(last, words);
  // At the image's own foot, as wide as its column's lines; above it (over a tab bar), as wide as a
  // column of wrapped lines across most of the screen.
  const atFoot = last.box.y + last.box.h >= height - last.box.h * FOOT;
  // Over a keyboard, whose answer box covers what scrolled under it, a line alone in its column
  // still wrapped when it runs as wide as any line of words on the screen ("Hi Tiaan, I'm a vet
  // starting at a practice in Somerset", the rest under the box). Elsewhere such a line is whole.
  const widest = Math.max(...words.map((l) => l.box.x + l.box.w));
  const full =
    last.box.w >= width * WIDE && last.box.x + last.box.w >= widest - last.box.h * WRAP_SLACK && findKeyboard(lines, { width, height }) !== undefined;
  if (!full && (!reaches || column.length < (atFoot ? 1 : 2) || (!atFoot && wrapsAt - last.box.x < width * WIDE))) return lines;
  return lines.map((l) => (l !== last ? l : { ...l, role: "other", owner: "ui", author: undefined }));
}

/** A stop that ends what someone wrote: a sentence's, or a bracket or quote mark closed after one. */
export const CLOSED = /[.!?…)"”’]$/u;
/** How near the image's foot, in line heights, the line's own foot must be. */
const FOOT = 1.5;
/** A column of wrapped lines: across this share of the image's width at least. */
const WIDE = 0.75;
/** How far short of its column's widest line, in line heights, a wrapped line may stop: a word's width. */
const WRAP_SLACK = 2;

/** Someone's words, three or more, not the app's. */
export const isWords = (l: ScreenLine) => l.owner !== "ui" && l.text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length >= 3;

/**
 * The lines of words set in `line`'s column (their left edges within a line's height of its own),
 * and whether `line` runs as wide as the widest of them: a line that wraps there.
 */
export function wrapsInColumn(line: ScreenLine, words: ScreenLine[]): { column: ScreenLine[]; wrapsAt: number; reaches: boolean } {
  const column = words.filter((l) => l !== line && Math.abs(l.box.x - line.box.x) < Math.max(line.box.h, 8));
  const wrapsAt = Math.max(0, ...column.map((l) => l.box.x + l.box.w));
  return { column, wrapsAt, reaches: line.box.x + line.box.w >= wrapsAt - line.box.h * WRAP_SLACK };
}
