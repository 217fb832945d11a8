/**
 * How much a line of the person's own words gives a comedian to work with, as a factor on its
 * weight (1 = an ordinary line; find-details.ts: other people's lines and words of unsure owner
 * keep their place below the person's own): what a writer scanning the screen for the best material looks for
 * (issue "A roast people share", "Pick the funniest material"). Read from the line's shape, never
 * from one app's layout, so it holds on any screen:
 * - an aside in brackets that undoes the line ("Self-made entrepreneur (dad co-signed)");
 * - a turn inside the line ("Love hiking, but mostly the snacks");
 * - capitals shouted inside a sentence in lower case;
 * - a brag or an inflated title ("visionary", "self-made", "certified");
 * - a very specific number inside words ("$14.20", "1,347-day streak", "eleven tutorials");
 * - a question put to everyone.
 * A line of one or two words, or one set in title case (a song's or a story's name), gives less.
 */
/**
 * An aside of the person's in brackets: two words or more and a lower-case one among them
 * ("(dad co-signed)"), never a label or a count in brackets ("(Room 4B)", "(1)", "(Official Video)",
 * "(kitchen 3rd floor)": a bracket with a number in it says where or how many, not what the person
 * confesses). The room's bracket-aside jokes match the same (room/jokes/shapes-asides.ts).
 */
export const SELF_ASIDE = /\((?![^)]*\d)(?=[^)]*\s)(?=[^)]*(?<!\p{L})\p{Ll}{2,})[^()]+\)/u;
const TURN = /\b(?:but|except|mostly|although|though|until|unless|apparently|technically|allegedly)\b/i;
const SHOUT = /(?<=\p{Ll}.*)\b[A-Z]{3,}\b|\b[A-Z]{3,}\b(?=.*\p{Ll})/u;
const BRAG =
  /\b(?:self[- ]made|visionary|guru|ninja|rockstar|thought leader|serial entrepreneur|entrepreneur|founder|ceo|certified|award[- ]winning|expert|influencer|disruptor|boss|empire|legend|hustle|grind|blessed|humbled)\b/i;
const SPECIFIC_NUMBER =
  /(?:[$£€]\s?\d+(?:[.,]\d+)?|\b\d{1,3}(?:,\d{3})+\b|\b\d+(?:\.\d+)?\s?(?:-?\s?(?:day|days|hours?|minutes?|kg|lbs?|km|miles?|times|years?|books|chapters|tabs|plants|cats|dogs|kids)\b))/i;
/** Short words in capitals that are words, not acronyms ("NYC", "CEO" are acronyms). */
const SHORT_SHOUTS = new Set("THE AND NOT YOU WHY WHO WHAT STOP EVER ONE ALL MY ME THIS THAT HATE LOVE WAS ARE IS".split(" "));

export function comicPotential(text: string): number {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  let factor = 1;
  if (SELF_ASIDE.test(text)) factor *= 1.5;
  if (words.length >= 4 && TURN.test(text)) factor *= 1.15;
  // An acronym ("CEO", "NYC") is no shout; three capitals or more beside lower case is.
  const shouted = words.map((w) => w.replace(/[!?.,]+$/, "")).filter((w) => /^[A-Z]{5,}$/.test(w) || SHORT_SHOUTS.has(w));
  if (shouted.length >= 2 && SHOUT.test(text)) factor *= 1.25;
  if (BRAG.test(text)) factor *= 1.2;
  if (words.length >= 3 && SPECIFIC_NUMBER.test(text)) factor *= 1.2;
  if (words.length >= 3 && /\?\s*$/.test(text)) factor *= 1.1;
  if (words.length <= 2) factor *= 0.8;
  else if (isTitleCased(words)) factor *= 0.85;
  return Math.min(2, factor);
}

/** Every word of three letters or more capitalised: a title, not a sentence someone typed. */
export function isTitleCased(words: string[]): boolean {
  const long = words.filter((w) => /\p{L}{3,}/u.test(w));
  return long.length >= 2 && long.every((w) => /^[^\p{L}]*\p{Lu}/u.test(w));
}
