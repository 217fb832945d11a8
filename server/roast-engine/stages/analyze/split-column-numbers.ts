import type { Box } from "../../types";
import type { QuoteWord } from "./read-quote-words";
import { unionBox } from "./union-box";

const NUMBER = /^[+-]?\d[\d,.]*$/;

/** A line as build-screen-lines.ts reads it: its words with their boxes where OCR gave them. */
interface RawLine {
  text: string;
  box: Box;
  words?: QuoteWord[];
  iconAfter?: boolean;
}

/**
 * Splits off a number that sits in a column of its own but was read as one line with the text
 * beside it: a thread's vote tally left of a comment ("88 I tried that for a week", where the
 * comment's next line starts under "I"), or a log's figure at the right edge ("round two 240",
 * where the other rows' figures end at the same edge). Read as one line, a quote would put the
 * app's number into the person's words. The number becomes a line of its own.
 */
export function splitColumnNumbers<L extends RawLine>(lines: L[]): L[] {
  return lines.flatMap((line) => {
    const words = line.words;
    if (!words || words.length < 3 || words.length !== line.text.split(" ").length) return [line];
    const height = line.box.h;
    if (isLeadingColumnNumber(line, words, lines)) return [part(line, words.slice(0, 1), false), part(line, words.slice(1), true)];
    if (isTrailingColumnNumber(line, words, lines, height)) return [part(line, words.slice(0, -1), false), part(line, words.slice(-1), true)];
    return [line];
  });
}

/**
 * The first word is a number apart from the text, and a line just above or below starts where the
 * text does. Where OCR gave the text's first word no box (a thin "I" mended from "|"), its start
 * is worked out from the next boxed word's letters.
 */
function isLeadingColumnNumber(line: RawLine, words: QuoteWord[], lines: RawLine[]): boolean {
  const [first, second] = words;
  const at = words.findIndex((w, i) => i > 0 && w.box);
  const boxed = words[at]?.box;
  if (!NUMBER.test(first.text) || !first.box || !boxed) return false;
  const height = boxed.h;
  const numberEnd = first.box.x + first.box.w;
  if (second.box && second.box.x - numberEnd < height * 0.4) return false;
  const letter = boxed.w / Math.max(1, words[at].text.length);
  const textStart = boxed.x - letter * words.slice(1, at).reduce((sum, w) => sum + w.text.length + 1, 0);
  return lines.some(
    (other) =>
      other !== line &&
      Math.abs(other.box.x - textStart) <= height * 0.8 &&
      other.box.x >= numberEnd + height * 0.3 &&
      verticalGap(other.box, line.box) <= height * 1.5,
  );
}

/** The last word is a number after a wide gap, and another line of a number alone ends at the same edge. */
function isTrailingColumnNumber(line: RawLine, words: QuoteWord[], lines: RawLine[], height: number): boolean {
  const last = words[words.length - 1];
  const before = words[words.length - 2];
  if (!NUMBER.test(last.text) || !last.box || !before.box) return false;
  const wordHeight = Math.min(height, before.box.h);
  if (last.box.x - (before.box.x + before.box.w) < wordHeight * 1.2) return false;
  const edge = last.box.x + last.box.w;
  return lines.some((other) => other !== line && NUMBER.test(other.text) && Math.abs(other.box.x + other.box.w - edge) <= wordHeight * 0.6);
}

const verticalGap = (a: Box, b: Box) => Math.max(0, Math.max(a.y, b.y) - Math.min(a.y + a.h, b.y + b.h));

/** A line of some of the words, its box theirs; an icon after the line follows its last part. */
function part<L extends RawLine>(line: L, words: QuoteWord[], last: boolean): L {
  const { iconAfter, ...rest } = line;
  return { ...rest, text: words.map((w) => w.text).join(" "), box: wordsBox(words) ?? line.box, words, ...(last && iconAfter ? { iconAfter } : {}) } as L;
}

/** The box of the words: their boxes' union, reaching over words OCR gave no box by their letters. */
function wordsBox(words: QuoteWord[]): Box | undefined {
  const boxed = words.flatMap((w, i) => (w.box ? [{ box: w.box, i }] : []));
  if (boxed.length === 0) return undefined;
  const box = unionBox(boxed.map((b) => b.box));
  const [first, last] = [boxed[0], boxed[boxed.length - 1]];
  const letter = (b: { box: Box; i: number }) => b.box.w / Math.max(1, words[b.i].text.length);
  const letters = (from: number, to: number) => words.slice(from, to).reduce((sum, w) => sum + w.text.length + 1, 0);
  const x = Math.round(box.x - letter(first) * letters(0, first.i));
  const right = Math.round(box.x + box.w + letter(last) * letters(last.i + 1, words.length));
  return { ...box, x, w: right - x };
}
