import type { GlyphWord } from "./read-line-glyphs";

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
      const top = Math.min(previous.box.y, word.box.y);
      out[out.length - 1] = {
        text: previous.text + word.text,
        box: {
          ...previous.box,
          w: word.box.x + word.box.w - previous.box.x,
          y: top,
          h: Math.max(previous.box.y + previous.box.h, word.box.y + word.box.h) - top,
        },
        confidence: Math.min(previous.confidence, word.confidence),
      };
    } else out.push(word);
  }
  return out;
}
