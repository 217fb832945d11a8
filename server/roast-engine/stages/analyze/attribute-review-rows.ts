import type { ScreenLine } from "../../types";
import { isNameLike } from "./classify-line";

// What a shop, a salon or a place prints beside a reviewer's name, as a badge or a status: the row
// is the app's, and the name in it says whose review sits beside it.
const REVIEWER_BADGE =
  /\b(?:verified(?: (?:purchase|buyer|visit|stay|guest|customer|owner|reviewer|booking))?|local guide|top (?:reviewer|contributor)|\d+ (?:reviews?|ratings?)|(?:\d+|a|an|one) (?:minutes?|hours?|days?|weeks?|months?|years?) ago)\b/i;
// The badge's tick as OCR reads it ("✓", "Vv", "V", "v/") between the name and the badge.
const TICK = /\s+(?:[✓✔☑]|[Vv]{1,2}\/?|[Vv]\/)(?=\s)/u;
// A review's votes: buttons with their counts ("Helpful (31) Not helpful (2)", "Helpful · 12").
const VOTES =
  /^(?:was this (?:review )?helpful\??\s*)?(?:helpful|useful|not helpful|report)\b[\s\d()·|,-]*(?:(?:helpful|not helpful|useful|report)\b[\s\d()·|,-]*)*$/i;

/** The reviewer a row names ("Lena M. ✓ Verified Purchase" → "Lena M."), or undefined for any other line. */
export function reviewerOf(text: string): string | undefined {
  const badge = REVIEWER_BADGE.exec(text);
  if (!badge || badge.index === 0) return undefined;
  const name = text
    .slice(0, badge.index)
    .replace(TICK, " ")
    .replace(/[\s·•|,-]+$/u, "")
    .trim();
  // A shop may show a username instead ("kk 3 weeks ago"): one token of a handle's letters.
  return (name.split(/\s+/).length <= 3 && isNameLike(name)) || /^@?[\p{L}\d._]{2,24}$/u.test(name) ? name : undefined;
}

const isVotes = (text: string) => /\d/.test(text) && VOTES.test(text.trim());

/**
 * A list of reviews whose reviewer's row comes after the words (a shop's product reviews: title,
 * words, then "Lena M. ✓ Verified Purchase", the votes and the date). The layout pass reads
 * every line as the person's, the rows between them included. Here, once two reviewers are named
 * and words stand above the first row with none below the last, each review goes to the name
 * under it, and the rows and votes to the app. Nothing says which review, if any, is the
 * uploader's, so none is said to be: each is quoted as its reviewer's. A list whose rows come
 * first is left to markOtherVoices (mark-other-voices.ts).
 */
export function attributeReviewRows(lines: ScreenLine[]): ScreenLine[] {
  const rows = lines.flatMap((line, index) => {
    const reviewer = reviewerOf(line.text);
    return reviewer ? [{ index, reviewer }] : [];
  });
  if (new Set(rows.map((r) => r.reviewer.toLowerCase())).size < 2) return lines;
  // Words whoever the layout pass gave them to: a row it took for an author's line ("kk 3 weeks
  // ago") gave the review under it to that name, where the review above it is theirs.
  const isWords = (line: ScreenLine, index: number) => line.owner !== "ui" && !rows.some((r) => r.index === index) && !isVotes(line.text);
  const first = rows[0].index;
  const last = rows[rows.length - 1].index;
  const wordsAbove = lines.slice(0, first).some(isWords);
  const wordsBelow = lines.some((line, index) => index > last && isWords(line, index));
  if (!wordsAbove || wordsBelow) return lines;
  return lines.map((line, index) => {
    if (rows.some((r) => r.index === index) || (index < last && isVotes(line.text))) return { ...line, role: "ui", owner: "ui", author: undefined };
    if (!isWords(line, index) || index > last) return line;
    const below = rows.find((r) => r.index > index);
    return below ? { ...line, owner: "other", author: below.reviewer } : line;
  });
}
