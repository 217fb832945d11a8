import type { Box } from "../../types";

/** One word as tesseract read it, in OCR-image pixels. */
export interface GlyphWord {
  text: string;
  box: Box;
  /** 0..1 */
  confidence: number;
}

/** The words of a line as they are meant: emoji and icons out, bullets as separators. */
export interface ReadGlyphs {
  words: GlyphWord[];
  /** An emoji or icon was drawn at the end of the line (and left out): the end of an item, not a wrap. */
  iconAfter: boolean;
}

// Separators and sentence punctuation standing alone are the person's writing, never an icon.
const WRITTEN = /^[|&+·•\-–—.,!?:;'"()]+$/;
const SHORT_MARK = /^[^\p{L}\s]{1,2}$|^\p{L}$/u;

/**
 * Reads what tesseract made of the glyphs that are not letters: an emoji drawn in a bio
 * ("Sourdough evangelist 🍞 and…") comes back as "0" or "»", and a bullet between items
 * ("Web3 • AI") as "+", "*" or "e". Judged by the box, never by the words around it:
 * - a short non-word token that reaches above the line's tallest letters and below its lowest
 *   descender is an emoji (a digit or a mark never does), dropped;
 * - a lone digit ending a sentence line with low confidence is an emoji too (a count has a
 *   label after it, and a number people wrote is read surely);
 * - a mark of no letters or digits (» © @) is an icon, dropped (as cleanLine would);
 * - a one- or two-character token between words, less than half as tall as the words, is a
 *   bullet, read as "·" (but "a", a word as short as a bullet).
 */
export function readLineGlyphs(words: GlyphWord[]): ReadGlyphs {
  const lettered = words.filter((w) => /\p{L}{2}/u.test(w.text));
  if (lettered.length === 0) return { words, iconAfter: false };
  const top = Math.min(...lettered.map((w) => w.box.y));
  const bottom = Math.max(...lettered.map((w) => w.box.y + w.box.h));
  const height = median(lettered.map((w) => w.box.h));
  const out: GlyphWord[] = [];
  let iconAfter = false;
  words.forEach((word, i) => {
    const last = i === words.length - 1;
    if (i > 0 && !last && isBullet(word, height)) {
      out.push({ ...word, text: "·" });
      return;
    }
    const icon = isIcon(word, { top, bottom, last, sentence: lettered.length >= 3 });
    if (!icon) out.push(word);
    // Punctuation after an icon ("☕ .") does not hide it; a word after it does.
    if (icon) iconAfter = true;
    else if (!WRITTEN.test(word.text)) iconAfter = false;
  });
  return { words: out, iconAfter };
}

function isBullet(word: GlyphWord, height: number): boolean {
  if (!SHORT_MARK.test(word.text) && !WRITTEN.test(word.text)) return false;
  // "a" is a word, only as tall as a bullet in small type ("every no is just a yes").
  if (word.text === "a") return false;
  if (word.text.length > 2 || /^[|\-–—]$/.test(word.text)) return false;
  return word.box.h < height * 0.5 && word.box.w < height * 0.6;
}

function isIcon(word: GlyphWord, line: { top: number; bottom: number; last: boolean; sentence: boolean }): boolean {
  const text = word.text;
  if (WRITTEN.test(text) || !/^[^\p{L}]{1,2}$/u.test(text)) return false;
  if (!/\p{N}/u.test(text)) return true;
  const { y, h } = word.box;
  const oversize = y < line.top - 1 && y + h > line.bottom + 1;
  const unsureEnd = line.last && line.sentence && /^\p{N}$/u.test(text) && word.confidence < 0.8;
  return oversize || unsureEnd;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
