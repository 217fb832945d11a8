import type { Box, ScreenLine } from "../../types";
import type { FragmentLine } from "./shot-types";
import { overlapArea } from "./geometry";

interface Token {
  word: string;
  start: number;
  end: number;
}

/** A line's words with where each sits in its text; marks, emoji and icons (nothing left to compare) are skipped. */
function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const word = m[0]
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^\p{L}\p{N}]/gu, "");
    if (word) found.push({ word, start: m.index, end: m.index + m[0].length });
  }
  return found;
}

/** How many of `line`'s tokens from `from` on equal the fragment's words from `at` on. */
function matchLength(line: Token[], from: number, fragment: string[], at: number): number {
  let n = 0;
  while (from + n < line.length && at + n < fragment.length && line[from + n].word === fragment[at + n]) n++;
  return n;
}

/** The part of a line's box that holds its tokens `first`..`last`, placed by where their characters sit in the text. */
function spanBox(line: ScreenLine, first: Token, last: Token): Box {
  const perChar = line.box.w / Math.max(1, line.text.length);
  return { x: line.box.x + first.start * perChar, y: line.box.y, w: (last.end - first.start) * perChar, h: line.box.h };
}

/**
 * The box of each screen line a wrapped fragment runs over, cut to the fragment's own words (the
 * first line from where it starts, so an author's handle before it is not marked; the last up to
 * where it ends), top to bottom, with how many of the fragment's words each holds. The fragment must read on word by word across the lines under
 * `box`; when it does not (text the reader did not find), the answer is empty. A fragment on one
 * line of a quote boxed over several ("There is no party" ending a post) is that line's part.
 */
export function fragmentLines(box: Box, text: string, lines: readonly ScreenLine[]): FragmentLine[] {
  const fragment = tokens(text).map((t) => t.word);
  if (fragment.length === 0) return [];
  const under = lines.filter((l) => overlapArea(l.box, box) > 0.5 * l.box.w * l.box.h).sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const parts: FragmentLine[] = [];
  let at = 0;
  for (const line of under) {
    const words = tokens(line.text);
    // The first line may hold other words before the fragment; every later line goes on from its start.
    const from = at === 0 ? words.findIndex((_, i) => matchLength(words, i, fragment, 0) === Math.min(words.length - i, fragment.length)) : 0;
    const n = from < 0 ? 0 : matchLength(words, from, fragment, at);
    if (n === 0) {
      if (at > 0) return [];
      continue;
    }
    parts.push({ box: spanBox(line, words[from], words[from + n - 1]), words: n });
    at += n;
    if (at === fragment.length) break;
  }
  return at === fragment.length ? parts : [];
}
