import type { ScreenTruth } from "./screen-truth";

/** Everything on the screen that the person wrote or that is about them, as the truth holds it. */
export const personsWords = (truth: ScreenTruth): string[] => [
  ...truth.ownWords,
  ...truth.stickers,
  ...truth.details,
  ...(truth.handle ? [truth.handle] : []),
  ...(truth.name ? [truth.name] : []),
];

/** One word of a text (its letters and digits as written) and whether a sentence, clause or item ends before it. */
interface Word {
  text: string;
  breakBefore: boolean;
}

// What ends a sentence, clause or item between two words: punctuation that parts them, a
// separator, an emoji. An apostrophe, a hyphen or a handle's dot sits inside a word and parts nothing.
const BREAK = /[.!?…;:,|•·()[\]"“”—–]|\s[-/]\s|\p{Extended_Pictographic}|#/u;
// A conjunction between two clauses ("… in the city so you don't have to"): a quote may stop before it or start after it.
const JOINER = /^(?:and|but|so|or|then)$/i;
// What was said, after a verb of saying (and whom it was said to) and its "that", is a whole clause:
// "he told everyone that his grandad is a pirate" may be quoted from "his grandad".
const SAYING = /^(?:told|tells|said|says|thinks|thought|swears|swore|claims|claimed|insists|insisted|reckons|announced|explained)$/i;
const HEARER = /^(?:everyone|everybody|me|us|him|her|them)$/i;
const opensReported = (words: Word[]): boolean => {
  const [said, hearer, that] = [words.at(-3)?.text, words.at(-2)?.text, words.at(-1)?.text];
  if (!/^that$/i.test(that ?? "")) return false;
  return SAYING.test(hearer ?? "") || (HEARER.test(hearer ?? "") && SAYING.test(said ?? ""));
};

/** A text as its words, case and accents kept, each marked where a sentence, clause or item begins. */
function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  const re = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
  let last = 0;
  for (const match of text.normalize("NFC").matchAll(re)) {
    const between = text.normalize("NFC").slice(last, match.index);
    const previous = words[words.length - 1];
    const breakBefore = !previous || BREAK.test(between) || JOINER.test(previous.text) || JOINER.test(match[0]) || opensReported(words);
    words.push({ text: match[0].replace(/’/g, "'"), breakBefore });
    last = (match.index ?? 0) + match[0].length;
  }
  return words;
}

/**
 * Whether a quoted fragment is, letter for letter, the person's words as they wrote them (case and
 * accents kept, emoji and punctuation aside), and whole: it starts where a sentence, clause or
 * item of theirs starts and ends where one ends. "Ex-intem" for "Ex-intern", "I MALIBU" for
 * "📍 MALIBU", "the kitchen will" of "the kitchen will never recover" (a sentence cut at a line
 * wrap) or "I feel like an adult" for "Bought a plant to feel like an adult" are not.
 * Fragments with no letter (a count as shown) are not quotes.
 */
export function isExactQuote(fragment: string, truth: ScreenTruth): boolean {
  const want = wordsOf(fragment).map((w) => w.text);
  if (want.length === 0) return false;
  return personsWords(truth).some((text) => {
    const words = wordsOf(text);
    for (let i = 0; i + want.length <= words.length; i++) {
      if (!words[i].breakBefore) continue;
      const end = i + want.length;
      if (end < words.length && !words[end].breakBefore) continue;
      if (want.every((w, k) => words[i + k].text === w)) return true;
    }
    return false;
  });
}

/**
 * What a viewer reads as the quote: the span of the roast's text between the quote marks around a
 * quoted fragment ("'I feel like an adult'" when the line put an "I" before the fragment "feel
 * like an adult"), or the fragment itself when it is not in quote marks (a handle, a hashtag).
 */
export function shownQuote(text: string, fragment: string): string {
  const at = text.indexOf(fragment);
  if (at < 0) return fragment;
  const span = quotedSpans(text).find(([open, close]) => open <= at && at + fragment.length <= close);
  return span ? text.slice(span[0], span[1]) : fragment;
}

/** Whether `fragment` is said between quote marks in `text` (a quote), not said as it stands (a number stated). */
export function isInQuoteMarks(text: string, fragment: string): boolean {
  const at = text.indexOf(fragment);
  return at >= 0 && quotedSpans(text).some(([open, close]) => open <= at && at + fragment.length <= close);
}

/**
 * The spans of a text between single quote marks, in order: a mark opens after the start, a space
 * or a bracket and before a word; the next mark after a word and before a space, punctuation or the
 * end closes it ("don't" has neither).
 */
function quotedSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    if (!/['‘’]/.test(text[i])) continue;
    const before = text[i - 1] ?? " ";
    const after = text[i + 1] ?? " ";
    if (open < 0 && /[\s(“"]/.test(before) && /\S/.test(after)) open = i + 1;
    else if (open >= 0 && /\S/.test(before) && /[\s.,;:!?)”"…-]/.test(after)) {
      spans.push([open, i]);
      open = -1;
    }
  }
  return spans;
}

/** Fragments that hold words (a letter, and not only a count's "K" or "M": "210K"), the ones the exact-quotes measure counts. */
export const isWordFragment = (fragment: string) => /\p{L}/u.test(fragment) && !/^[\d.,]+\s?[kKmMbB]\+?$/.test(fragment.trim());
