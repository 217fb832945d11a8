import type { Box, ScreenLine } from "../../types";
import { overlapArea } from "./geometry";

/** A box taller than this many of its line's heights spans several lines: it is left whole. */
export const ONE_LINE = 1.6;
/** Text that is most of its line is shown as the whole line. */
const MOST_OF_LINE = 0.7;

/**
 * The part of a one-line text box that holds `text` (a number in "500+ connections · 2,940
 * followers"), estimated from where its characters sit in the OCR line: close enough for the
 * camera, which pads the region; `withNextWord` keeps the word after it (a count's unit). Unchanged when the box spans several lines, no line under it
 * holds the text, or the text is most of its line.
 */
export function narrowToText(box: Box, text: string, lines: ScreenLine[], options: { withNextWord?: boolean } = {}): Box {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return box;
  for (const line of lines) {
    if (overlapArea(line.box, box) <= 0.5 * line.box.w * line.box.h) continue;
    if (box.h > ONE_LINE * line.box.h) return box;
    const said = line.text.toLowerCase();
    const at = said.indexOf(wanted);
    if (at < 0) continue;
    // A count is shown with what it counts ("2,940 followers"): the word after it comes too.
    const next = options.withNextWord ? (/^\s*\S+/.exec(said.slice(at + wanted.length))?.[0].length ?? 0) : 0;
    const length = wanted.length + next;
    if (length >= MOST_OF_LINE * said.length) return box;
    const perChar = line.box.w / said.length;
    return { x: line.box.x + at * perChar, y: line.box.y, w: length * perChar, h: line.box.h };
  }
  return box;
}
