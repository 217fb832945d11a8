import type { ScreenLine } from "../../types";
import { isWriterName } from "./read-author-line";
import { threadStarterOf } from "./thread-starter";

// A forum's own headings, read where a list of posts is given to its writers (attribute-review-rows.ts).

/** "Ottmar said:", "Quote from Ottmar", "Originally posted by Ottmar": a forum's heading over the words of an earlier post a reply quotes. */
const QUOTE_HEADING = /^(?:(.{2,30}?) (?:said|wrote|posted):?|(?:quote|quote from|quoting|originally posted by|in reply to) (.{2,30}?):?)$/i;

/** The writer a reply quotes, by its heading over their words; undefined for any other line. */
export function quotedWriterOf(text: string): string | undefined {
  const match = QUOTE_HEADING.exec(text.trim());
  const name = match?.[1] ?? match?.[2];
  return name !== undefined && isWriterName(name) ? name : undefined;
}

/**
 * A thread's title over its list of posts: the line over the first post naming who started it
 * ("Radley · Page 2 of 2", "Started by Hollyhock3 · 27 messages") and the lines of words set close
 * together right over that, three at most: the starter's words, whoever posted below.
 */
export function findThreadTitle(lines: ScreenLine[], first: number): { from: number; starterAt: number; starter: string } | undefined {
  const starterAt = lines.findIndex((l, i) => i < first && threadStarterOf(l.text) !== undefined);
  const starter = starterAt < 0 ? undefined : threadStarterOf(lines[starterAt].text);
  if (starter === undefined) return undefined;
  let from = starterAt;
  while (from > 0 && starterAt - from < 3) {
    const [above, line] = [lines[from - 1], lines[from]];
    if (above.owner === "ui" || line.box.y - (above.box.y + above.box.h) > Math.max(line.box.h, above.box.h) * 1.2) break;
    from -= 1;
  }
  return from < starterAt ? { from, starterAt, starter } : undefined;
}
