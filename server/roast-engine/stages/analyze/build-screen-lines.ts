import type { Box } from "../../types";
import { cleanLine, isMeaningfulLine } from "./clean-ocr-text";
import type { OcrLine } from "./ocr-engine";
import { joinSplitInitials } from "./join-split-initial";
import { unionBox } from "./union-box";
import { readLineGlyphs } from "./read-line-glyphs";
import { splitColumnNumbers } from "./split-column-numbers";
import type { QuoteWord } from "./read-quote-words";

/** An OCR line cleaned, split where a wide gap shows two things side by side, in image pixels. */
export interface RawLine {
  text: string;
  box: Box;
  confidence: number;
  paragraph: number;
  /** An emoji or icon ended the line (read-line-glyphs.ts). */
  iconAfter?: boolean;
  /** The words of `text`, each with tesseract's confidence and box where it could be matched (score-quote.ts). */
  words?: QuoteWord[];
}

/**
 * Turns tesseract's lines into cleaned lines in pixels of the normalised image (`scale` maps the
 * OCR image back). A line whose words are far apart is split: "Suggested for you … See all",
 * "Maya … Active today" and a row of counts are separate things on screen.
 */
export function buildScreenLines(ocrLines: OcrLine[], scale: number): RawLine[] {
  const out: RawLine[] = [];
  for (const line of ocrLines) {
    for (const words of splitAtGaps(line.words.filter((w) => w.text.trim() !== ""))) {
      const holes = findHoles(words);
      const glyphs = readLineGlyphs(words);
      glyphs.words = joinSplitInitials(glyphs.words);
      const text = dropIconGlyph(cleanLine(glyphs.words.map((w) => w.text).join(" ")));
      if (text === "" || !isMeaningfulLine(text)) continue;
      const box = scaleBox(lineBox(words), scale);
      const confidence = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
      const iconAfter = glyphs.iconAfter ? { iconAfter: true } : {};
      const read = matchWords(text, glyphs.words, confidence, scale, holes);
      out.push({ text, box, confidence: Math.round(confidence * 100) / 100, paragraph: line.paragraph, words: read, ...iconAfter });
    }
  }
  return splitColumnNumbers(out).sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
}

type Word = OcrLine["words"][number];

/**
 * A line's box: from the left edge of its row, an avatar or icon OCR read as a glyph ("@&", "®",
 * "«@") included, since a comment or a post's words are set under the avatar, in its column;
 * but only as high as its words. An avatar is as tall as a name line and the comment under it, so
 * a box as high as the avatar starts above the name: on held-out v38's BandLab comments, "which
 * model is it" sorted above "jagdish.beats · 1h" and was given to the commenter before him.
 */
function lineBox(words: Word[]): Box {
  const all = unionBox(words.map((w) => w.box));
  const text = unionBox(withoutLeadingGlyphs(words).map((w) => w.box));
  return { x: all.x, y: text.y, w: all.w, h: text.h };
}

/** The words after an avatar or icon read as glyphs at the start of a line, as the cleaned text keeps them. */
export function withoutLeadingGlyphs(words: Word[]): Word[] {
  const first = words.findIndex((w) => /[\p{L}\p{N}]/u.test(w.text));
  return first > 0 ? words.slice(first) : words;
}

/** An icon before a word reads as "0", "J", "©" or "0]": "0 Lives in Porto" is "Lives in Porto". */
const dropIconGlyph = (text: string) => text.replace(/^[0oO©®@[\](){}|J]{1,2}\]?\s+(?=\p{Lu})/u, "").replace(/^\S{0,2}[[\]{}()]\S{0,2}\s+(?=\S)/u, "");

const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Each word of the cleaned text with the confidence and box of the OCR word it came from (in order), else the line's. */
function matchWords(text: string, read: Word[], lineConfidence: number, scale: number, holes: Set<number>): QuoteWord[] {
  let from = 0;
  return text.split(" ").map((token) => {
    const want = lettersOf(token);
    const at = read.findIndex((w, i) => i >= from && want !== "" && lettersOf(w.text) === want);
    if (at < 0) return { text: token, confidence: lineConfidence };
    from = at + 1;
    const hole = holes.has(read[at].box.x) ? { afterHole: true } : {};
    return { text: token, confidence: read[at].confidence, box: scaleBox(read[at].box, scale), ...hole };
  });
}

/**
 * Where a word is missing between two read ones: a gap about as wide as a narrow word and its
 * two spaces ("told [I] need"), where the line's other gaps are single spaces. OCR drops a thin
 * "I", "a" or "1" on a worn image without a trace; a quote across the gap would put words
 * together that the screen does not. A wider gap is an emoji or an icon, which a quote may skip.
 * Gives the left edge of each word after such a gap.
 */
export function findHoles(words: Word[]): Set<number> {
  const holes = new Set<number>();
  if (words.length < 4) return holes;
  const gaps = words.slice(1).map((w, i) => w.box.x - (words[i].box.x + words[i].box.w));
  const space = median(gaps);
  const height = median(words.map((w) => w.box.h));
  gaps.forEach((gap, i) => {
    if (gap > Math.max(space * 2.4, height * 0.7) && gap < height * 1.4) holes.add(words[i + 1].box.x);
  });
  return holes;
}

function splitAtGaps(words: Word[]): Word[][] {
  if (words.length === 0) return [];
  const height = median(words.map((w) => w.box.h));
  const groups: Word[][] = [[words[0]]];
  for (let i = 1; i < words.length; i++) {
    const previous = words[i - 1].box;
    const gap = words[i].box.x - (previous.x + previous.w);
    if (gap > Math.max(2.2 * height, 24)) groups.push([words[i]]);
    else groups[groups.length - 1].push(words[i]);
  }
  return groups;
}

const scaleBox = (b: Box, s: number): Box => ({ x: Math.round(b.x * s), y: Math.round(b.y * s), w: Math.round(b.w * s), h: Math.round(b.h * s) });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
