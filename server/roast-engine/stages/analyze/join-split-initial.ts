import type { GlyphWord } from "./read-line-glyphs";
import { unionBox } from "./union-box";

/** A space narrower than this share of the letters' height is no space between words, but a gap OCR split a word at. */
const NO_SPACE = 0.2;
/** Capitals that are words of their own: "I was", "A dog", "O my". */
const WORD_CAPITALS = /^[IAO]$/;

/**
 * "M aya" is "Maya": OCR splits a name after its big first capital. A lone capital that is no word
 * by itself, set closer to the small letters after it than any space, is one word with them.
 * Anything spaced as words are ("B side", "I am") stays as read.
 */
export function joinSplitInitials(words: GlyphWord[]): GlyphWord[] {
  const out: GlyphWord[] = [];
  for (const word of words) {
    const previous = out[out.length - 1];
    const gap = previous ? word.box.x - (previous.box.x + previous.box.w) : Number.POSITIVE_INFINITY;
    if (
      previous &&
      /^\p{Lu}$/u.test(previous.text) &&
      !WORD_CAPITALS.test(previous.text) &&
      /^\p{Ll}{2}/u.test(word.text) &&
      gap < NO_SPACE * Math.max(previous.box.h, word.box.h)
    ) {
      out[out.length - 1] = {
        text: previous.text + word.text,
        box: unionBox([previous.box, word.box]),
        confidence: Math.min(previous.confidence, word.confidence),
      };
    } else out.push(word);
  }
  return out;
}
