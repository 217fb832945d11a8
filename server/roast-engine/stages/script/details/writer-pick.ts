import type { Detail } from "./detail";
import { isTitleCased } from "./comic-potential";

/**
 * Which lines of a screen a comedy writer quotes, read from a line's shape alone, as a factor on
 * its weight (1 = no change): what a writer scanning a screen for material quotes, and what they
 * would rather say in their own words (issue "A roast people share", "Pick the funniest material"):
 * - a denial ("I did not take it"), a confession in the first person, a turn of the story
 *   ("instead", "it was", "still") are quoted;
 * - a line of numbers, a title, an exclamation are told, not quoted.
 * The factors were fitted once to the lines the reference roasts of three development sets quote
 * (v2, v3 and the tuning set), each line's weight kept as it was, and checked on two others (v4,
 * v5), where the reference's line ranked first on 28 of 77 screens against 15 before. On a blind
 * set drawn after them (v7) the roasts quoted it no more often than before (docs/benchmarks.md).
 * They are rounded, and each is a reason a writer would give.
 * Where a line stands on the screen and whether it calls back to another line were fitted too, and
 * left out then: on three sets they lifted the later replies whose writer the reader is least
 * sure of. The second fit below, on six times the screens, keeps a small lift for lower lines and a
 * cut for the lowest one.
 */
const DENIAL = 0.7;
const FIRST_PERSON = 0.55;
const TURN = 0.8;
const TITLE = -0.9;
const NUMBERS = -0.25;
const EXCLAIMED = -1.05;

/*
 * A second fit, to the lines the reference roasts of nineteen development sets quote (v1 to v18 and
 * the tuning set, 537 screens whose reference line is among the candidates), with every factor
 * above kept as part of the weight: trained on v1 to v14 and the tuning set, the reference's line
 * ranked first on 58 of 108 screens of v15 to v18 against 48; trained on another half, 141 of 298
 * against 115 (docs/benchmarks.md, "Material a writer picks, second fit").
 */
/** A sentence that follows another in its block: the payoff the block builds to. */
const AFTER_SETUP = 0.7;
/** Opens by pointing back ("It seats one.", "That was the whole problem"): a punchline leaning on its setup. */
const POINTS_BACK = 0.8;
/** An instruction to the reader ("Please don't dry laundry in it", "Drink a glass of water"): the app's or the rules', rarely the joke. */
const INSTRUCTION = -1.1;
/** Three words or fewer: a label or a reply, seldom the story. */
const FEW_WORDS = -0.55;
/** Eight words or more (no lift left in the third fit), and twelve or more: a line long enough to carry its own setup and payoff. */
const LONGER = 0;
const WHOLE_STORY = 0.55;
/** Two sentences offered together, setup and punch (split-quote.ts). */
const TWO_SENTENCES = 0.65;
/** From the top of the screen's quotes to the foot: a thread and a story pay off lower down. */
const LOWER = 0.7;
/** The lowest of them: often a reply, a cut line or the next post under the fold. */
const LOWEST = -1;

/**
 * A sign-off ("Thank you to everyone who came out to cheer", "Party was lovely, thanks to everyone
 * who came"): the manners a post closes on, which no writer quotes. On v25 the engine's first pick
 * on two posts with replies was the thank-you under the story.
 */
const SIGN_OFF = -1.55;
const SIGN_OFF_WORDS = /\b(?:thank you (?:to|all|everyone|so much)|thanks (?:to|for|again|everyone|all|so much)|big thanks|grateful to everyone)\b/i;
/**
 * A pointer to somewhere else ("Full recipe in the video", "Recipe in the description, steps 1 to 9",
 * "Link in bio", "Details in the comments"): the post's signpost, as much a sign-off as a thank-you.
 * On held-out v36 and v37 two recipe posts were quoted on theirs, with the story above unused.
 */
const POINTER_WORDS =
  /\b(?:(?:full )?recipe|link|details|more|info|everything|tutorial|pattern)s?\s+(?:is\s+|are\s+)?(?:(?:in|on)\s+(?:the\s+|my\s+)?(?:video|description|comments?|caption|bio|next post|reel|story|highlights?)|below)\b/i;

/*
 * A third fit, to the lines the reference roasts of twenty-six development sets quote (v1 to v26
 * and the tuning set, 754 screens whose reference line is among the candidates), every factor above
 * refitted beside seven new ones: trained on v1 to v19 and the tuning set, the reference's line
 * ranked first on 55 % of v20–v26's 193 screens against 48 % (docs/benchmarks.md, twenty-ninth
 * session). The factors above are that fit's, rounded.
 */
/** An aside in brackets: the self-own that undoes the line ("Self-made (dad co-signed)"). */
const ASIDE = 0.75;
/** Someone's words reported in quotation marks inside the line: the story's own dialogue. */
const REPORTED = 0.95;
/** Something the person did, told in the past ("I printed the plan", "we paid to go back in"). */
const TOLD_IN_THE_PAST = 0.4;
/** Opens on the person ("I", "My", "We"): a confession, where a third-person line describes. */
const OPENS_ON_SELF = 0.45;
/** A word of time that makes a habit or a state of it ("now", "finally", "every", "since"). */
const SINCE_WORDS = 0.35;
/** A comma, and more so a list of three or more items: a bio's inventory, told rather than quoted. */
const COMMA = -0.4;
const LIST = -0.6;

const ASIDE_WORDS = /\(.+\)/;
const REPORTED_MARKS = /["“”]/;
const PAST_WORDS = /\b(?:I|we)\s+(?:\p{Ll}+ed|was|were|had|got|went|made|took|left|lost|bought|sold|spent|found|told|said|ate|fell|broke)\b/u;
const SELF_OPENING = /^(?:I|I'm|I’m|I've|I’ve|My|We|Our)\b/;
const TIME_WORDS = /\b(?:now|finally|again|every|always|since)\b/i;

const POINTS_BACK_WORDS = /^(?:It|It's|It’s|She|He|They|That|This|Which)\b/;
const INSTRUCTION_WORDS = /^(?:Please|Bring|Drink|Put|Open|Look|Check|Come|Send|Call|Don't|Don’t|Do not|Make|Take|Give|Let|Keep|Try|Get)\b/;

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
  if (POINTS_BACK_WORDS.test(text)) score += POINTS_BACK;
  if (INSTRUCTION_WORDS.test(text)) score += INSTRUCTION;
  if (SIGN_OFF_WORDS.test(text) || POINTER_WORDS.test(text)) score += SIGN_OFF;
  if (words.length <= 3) score += FEW_WORDS;
  if (words.length >= 12) score += WHOLE_STORY;
  else if (words.length >= 8) score += LONGER;
  if (/[.!?]\s/.test(text)) score += TWO_SENTENCES;
  if (ASIDE_WORDS.test(text)) score += ASIDE;
  if (REPORTED_MARKS.test(text)) score += REPORTED;
  if (PAST_WORDS.test(text)) score += TOLD_IN_THE_PAST;
  if (SELF_OPENING.test(text)) score += OPENS_ON_SELF;
  if (TIME_WORDS.test(text)) score += SINCE_WORDS;
  const commas = (text.match(/,/g) ?? []).length;
  if (commas >= 1) score += COMMA;
  if (commas >= 2) score += LIST;
  return score;
}

/** A quote's factor from where it stands: after a setup in its block, and how low on the screen among the quotes (`rank` 0 the top, 1 the foot). */
export function placeScore(detail: Pick<Detail, "setup">, rank: number, lowest: boolean): number {
  return (detail.setup ? AFTER_SETUP : 0) + LOWER * rank + (lowest ? LOWEST : 0);
}

/**
 * Each quote's weight times the writer's factor; details that are not quotes keep their weight,
 * and so do the lines whose numbers work out to a break-even: there the numbers are the joke
 * (break-even.ts), not a line a writer would rather tell.
 */
export function weighLikeAWriter(details: Detail[]): Detail[] {
  const tops = [...new Set(details.filter((d) => d.kind === "quote").map((d) => d.box.y))].sort((a, b) => a - b);
  const rankOf = (y: number) => (tops.length > 1 ? tops.indexOf(y) / (tops.length - 1) : 0);
  return details.map((d) =>
    d.kind === "quote" && d.sum === undefined
      ? { ...d, weight: d.weight * Math.exp(lineShapeScore(d.text) + placeScore(d, rankOf(d.box.y), tops.length > 1 && d.box.y === tops[tops.length - 1])) }
      : d,
  );
}
