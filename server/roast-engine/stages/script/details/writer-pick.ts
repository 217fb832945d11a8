import type { Detail } from "./detail";
import { isTitleCased } from "./comic-potential";

/**
 * Which lines of a screen a comedy writer quotes, read from a line's shape alone, as a factor on
 * its weight (1 = no change): what a writer scanning a screen for material quotes, and what they
 * would rather say in their own words (issue "A roast people share", "Pick the funniest material"):
 * - a denial ("I did not take it"), a confession in the first person, a turn of the story
 *   ("instead", "it was", "still") are quoted;
 * - a line of numbers, a title, an exclamation, a paragraph's long run are told, not quoted.
 * The factors were fitted once to the lines the reference roasts of three development sets quote
 * (v2, v3 and the tuning set), each line's weight kept as it was, and checked on two others (v4,
 * v5), where the reference's line ranked first on 28 of 77 screens against 15 before. On a blind
 * set drawn after them (v7) the roasts quoted it no more often than before (docs/benchmarks.md).
 * They are rounded, and each is a reason a writer would give.
 * Where a line stands on the screen (later lines pay a thread off) and whether it calls back to
 * another line were fitted too, and left out: they lifted the later replies whose writer the
 * reader is least sure of, and more of other people's words were said as the person's.
 */
const DENIAL = 0.5;
const FIRST_PERSON = 0.55;
const TURN = 0.9;
const TITLE = -0.5;
const NUMBERS = -0.6;
const EXCLAIMED = -0.8;
const LONG = -0.4;

const DENIAL_WORDS = /\b(?:not|no|never|don't|don’t|doesn't|doesn’t|isn't|isn’t|didn't|didn’t|can't|can’t|won't|won’t|nobody|nothing)\b/i;
const FIRST_PERSON_WORDS = /\b(?:I|I'm|I’m|I've|I’ve|my|me|we|our)\b/;
const TURN_WORDS = /\b(?:it was|turns out|turned out|was me|instead|still|anyway|apparently)\b/i;
/** A quote's factor from its own words alone: what a writer quotes, and what they would rather say themselves. */
export function lineShapeScore(text: string): number {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  let score = 0;
  if (isTitleCased(words)) score += TITLE;
  if (/\d/.test(text)) score += NUMBERS;
  if (DENIAL_WORDS.test(text)) score += DENIAL;
  if (FIRST_PERSON_WORDS.test(text)) score += FIRST_PERSON;
  if (TURN_WORDS.test(text)) score += TURN;
  if (/!\s*$/.test(text)) score += EXCLAIMED;
  if (words.length >= 8) score += LONG;
  return score;
}

/**
 * Each quote's weight times the writer's factor; details that are not quotes keep their weight,
 * and so do the lines whose numbers work out to a break-even: there the numbers are the joke
 * (break-even.ts), not a line a writer would rather tell.
 */
export function weighLikeAWriter(details: Detail[]): Detail[] {
  return details.map((d) => (d.kind === "quote" && d.sum === undefined ? { ...d, weight: d.weight * Math.exp(lineShapeScore(d.text)) } : d));
}
