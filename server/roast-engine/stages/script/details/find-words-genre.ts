import type { Analysis } from "../../../types";

/**
 * What the person's words are when the page is not their profile or their feed's post: a review of
 * a place, an item they list for sale, an activity they logged. Lines that call the words "the
 * bio" or "the caption" then say what they are ("the review").
 */
export type WordsGenre = "review" | "listing" | "post";

// What the app draws around each, by general traits rather than one app's words; two are needed.
const CUES: Array<[WordsGenre, RegExp[]]> = [
  ["review", [/\b\d[\d,.]*\s?reviews?\b/i, /\blocal guide\b/i, /^helpful\b/i, /\b(?:response|reply) from the (?:owner|business|host)\b/i, /[★☆]/]],
  [
    "listing",
    [
      /\bmessage seller\b/i,
      /\bseller information\b|\babout the seller\b/i,
      /\b(?:make|send) (?:an )?offer\b|\bbuy now\b/i,
      /^listed\b.*\b(?:ago|today)\b/i,
      /^similar (?:items|listings)\b/i,
    ],
  ],
  ["post", [/\bkudos\b/i, /^(?:distance|pace|elevation|moving time|elev gain)\b/i, /\b\d+(?:[.,]\d+)?\s?km\b.*\d:\d{2}/i]],
];

/** The genre of the person's words from the interface around them, or undefined for a profile or a post as usual. */
export function findWordsGenre(analysis: Pick<Analysis, "lines">): WordsGenre | undefined {
  const appText = analysis.lines.filter((l) => l.owner === "ui").map((l) => l.text.trim());
  for (const [genre, cues] of CUES) {
    if (cues.filter((cue) => appText.some((text) => cue.test(text))).length >= 2) return genre;
  }
  return undefined;
}
