import type { ScreenTruth } from "./screen-truth";

/**
 * A text's letters and digits as written, case kept, every run of anything else (punctuation,
 * emoji, spaces) one space: "letter for letter, emoji and punctuation aside". A handle's dots and
 * underscores are punctuation too, so "@zoe.bakes" reads as "zoe bakes".
 */
const lettersOf = (text: string) =>
  ` ${text
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/** Everything on the screen that the person wrote or that is about them, as the truth holds it. */
export const personsWords = (truth: ScreenTruth): string[] => [
  ...truth.ownWords,
  ...truth.stickers,
  ...truth.details,
  ...(truth.handle ? [truth.handle] : []),
  ...(truth.name ? [truth.name] : []),
];

/**
 * Whether a quoted fragment is, letter for letter, a run of whole words of the person's own
 * (case and accents kept, emoji and punctuation aside): "Ex-intem" for "Ex-intern" or
 * "I MALIBU" for "📍 MALIBU" is not. Fragments with no letter (a count as shown) are not quotes.
 */
export function isExactQuote(fragment: string, truth: ScreenTruth): boolean {
  const want = lettersOf(fragment);
  return want.trim() !== "" && personsWords(truth).some((w) => lettersOf(w).includes(want));
}

/** Fragments that hold words (a letter, and not only a count's "K" or "M": "210K"), the ones the exact-quotes measure counts. */
export const isWordFragment = (fragment: string) => /\p{L}/u.test(fragment) && !/^[\d.,]+\s?[kKmMbB]\+?$/.test(fragment.trim());
