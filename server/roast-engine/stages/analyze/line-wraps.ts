import type { ScreenLine } from "../../types";

/**
 * Where a writer's line broke: at a wrap, because the next word would not fit in the column, or
 * where the writer or the layout ended it. Read from the boxes alone (join-quotes.ts joins the
 * lines that wrapped into one block).
 */

// Lower-case letters with no ascender or descender, and what may stand beside them on such a line.
const X_HEIGHT_ONLY = /^[acemnorsuvwxz\s.,:;'’!-]+$/;
/** How tall a line's type is: a line of x-height letters only ("never recover") has a box about half as tall as its type. */
export const lineHeight = (line: ScreenLine) => (X_HEIGHT_ONLY.test(line.text) ? line.box.h * 1.8 : line.box.h);

/**
 * How far right each line's column reaches: the furthest of the lines the same writer set in the
 * same role, starting where it starts, a few lines above or below. A short line over a longer one
 * (v39's Zoover review: its title "Lovely week, good for children" over "Spacious bungalow, good
 * indoor pool.") ended where the writer ended it if the column goes on well past it; judged by the
 * two lines alone, the title seemed to wrap, and was quoted as one run-on sentence with the review.
 */
export function columnReaches(lines: readonly ScreenLine[]): Map<ScreenLine, number> {
  const reach = new Map<ScreenLine, number>();
  for (const line of lines) {
    const tall = lineHeight(line);
    let right = line.box.x + line.box.w;
    for (const other of lines)
      if (
        other.role === line.role &&
        other.owner === line.owner &&
        other.author === line.author &&
        Math.abs(other.box.x - line.box.x) < tall * 1.5 &&
        Math.abs(other.box.y - line.box.y) < tall * COLUMN_LINES
      )
        right = Math.max(right, other.box.x + other.box.w);
    reach.set(line, right);
  }
  return reach;
}
/** How many lines' heights above or below a line its column is looked for. */
const COLUMN_LINES = 8;

/**
 * Whether `last` could have ended at a wrap: the room left after it, up to the column's right edge
 * (the furthest any line of the block, the next, or the same writer's column around them reaches:
 * `column`), is less than the next line's first word would take (its share of that line's box,
 * with slack for the boxes' tight edges) or than a third of the column (a hyphenless wrap leaves
 * ragged ends). More room than both: the writer or the layout broke the line ("Don't message me
 * if", a prompt, over its answer).
 */
export function wrapsBefore(block: ScreenLine, last: ScreenLine, next: ScreenLine, tall: number, column = 0): boolean {
  const left = Math.min(block.box.x, next.box.x);
  const right = Math.max(block.box.x + block.box.w, next.box.x + next.box.w, column);
  const room = right - (last.box.x + last.box.w);
  const firstWord = next.text.trim().split(/\s+/)[0] ?? "";
  const chars = Math.max(next.text.trim().length, 1);
  const needed = (next.box.w * (firstWord.length + 1)) / chars;
  return room < Math.max(needed + tall * 1.5, (right - left) / 3);
}
