import type { Box, ScreenLine } from "../../../types";
import { alignFragment } from "./align-fragment";
import { toMatchText } from "./match-text";
import type { ScreenRun } from "./screen-runs";

/** Where a quoted fragment was found on screen. */
export interface ScreenMatch {
  /** The lines it runs over, top to bottom. */
  lines: ScreenLine[];
  /** The words as the reader read them there (the camera finds them in the lines by these). */
  text: string;
  box: Box;
  /** Differences from the fragment, for choosing between two places. */
  cost: number;
}

/**
 * What OCR may get wrong in a word of `letters` letters and digits and still be the word: one
 * look-alike glyph in a word of up to four ("I" read "l", "m" read "rn"), where any other change
 * makes another word ("flew", "flex"); one misread or dropped character in a word of five or
 * six, two in a longer one, three past ten.
 */
export function wordAllowance(letters: number): number {
  if (letters <= 4) return 0.4;
  if (letters <= 6) return 1;
  if (letters <= 10) return 2;
  return 3;
}

/** What a whole fragment may differ by: about one character in seven (spaces included), at least what its one word may. */
export const fragmentAllowance = (letters: number): number => (letters <= 4 ? 0.4 : Math.max(1, 0.15 * letters));

/**
 * Every place on screen a fragment reads, close enough to be the same words as OCR read them
 * (each word within its allowance, the whole within its own), best first. Empty when nothing on
 * screen is close: the fragment is not there.
 */
export function matchOnScreen(fragment: string, runs: readonly ScreenRun[]): ScreenMatch[] {
  const want = toMatchText(fragment).text;
  if (want === "") return [];
  const words = want.split(" ");
  const letters = want.replace(/ /g, "").length;
  const found: ScreenMatch[] = [];
  const grams = trigrams(want);
  for (const run of runs) {
    if (run.text === "" || !mayHold(run, grams)) continue;
    const aligned = alignFragment(want, run.text);
    if (!aligned || aligned.cost > fragmentAllowance(letters)) continue;
    if (aligned.wordCosts.some((cost, k) => cost > wordAllowance(words[k].length))) continue;
    found.push(toMatch(run, aligned.start, aligned.end, aligned.cost));
  }
  // One place found from several runs (a line's own run and the run of the line above it) counts once.
  const unique = found.filter((m, i) => found.findIndex((o) => o.text === m.text && o.box.y === m.box.y && o.box.x === m.box.x) === i);
  return unique.sort((a, b) => a.cost - b.cost || a.lines.length - b.lines.length);
}

/** Three-letter pieces of a text, spaces left out (OCR drops and adds them). */
function trigrams(text: string): Set<string> {
  const letters = text.replace(/ /g, "");
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= letters.length; i++) grams.add(letters.slice(i, i + 3));
  return grams;
}

const runGrams = new WeakMap<ScreenRun, Set<string>>();

/**
 * Whether a run may hold a fragment of a dozen letters or more: a third of its three-letter pieces
 * at least are in it. Each misread character spoils three pieces, and a fragment may have one in
 * seven misread: the words really there keep about half of theirs. Runs that cannot hold it are
 * not aligned at all; a shorter fragment is aligned everywhere (it is quick).
 */
function mayHold(run: ScreenRun, grams: Set<string>): boolean {
  if (grams.size < 10) return true;
  let own = runGrams.get(run);
  if (!own) {
    own = trigrams(run.text);
    runGrams.set(run, own);
  }
  let shared = 0;
  for (const gram of grams) if (own.has(gram)) shared++;
  return shared >= grams.size / 3;
}

function toMatch(run: ScreenRun, start: number, end: number, cost: number): ScreenMatch {
  const first = run.line[start];
  const last = run.line[Math.max(start, end - 1)];
  const lines = run.lines.slice(first, last + 1);
  const parts = lines.map((line, k) => {
    const index = first + k;
    const from = index === first ? wordStart(line.text, run.at[start]) : 0;
    const to = index === last ? wordEnd(line.text, run.at[Math.max(start, end - 1)]) : line.text.length;
    return line.text.slice(from, to).trim();
  });
  const box = lines.map((l) => l.box).reduce(unionBox);
  return { lines, text: parts.filter(Boolean).join(" "), box, cost };
}

const wordStart = (text: string, at: number) => {
  let i = at;
  while (i > 0 && !/\s/.test(text[i - 1])) i--;
  return i;
};
const wordEnd = (text: string, at: number) => {
  let i = at + 1;
  while (i < text.length && !/\s/.test(text[i])) i++;
  return i;
};

function unionBox(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}
