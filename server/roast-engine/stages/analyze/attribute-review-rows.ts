import type { ScreenLine } from "../../types";
import { isNameLike } from "./classify-line";

// What a shop, a salon or a place prints beside a reviewer's name as a badge: the row is the
// app's, and the name in it says whose review sits beside it.
const BADGE = String.raw`verified(?: (?:purchase|buyer|visit|stay|guest|customer|owner|reviewer|booking))?|local guide|top (?:reviewer|contributor)|\d+ (?:reviews?|ratings?)`;
const REVIEW_BADGE = new RegExp(String.raw`\b(?:${BADGE})\b`, "i");
// A badge, or the review's age, which a shop may print alone beside a name ("kk 3 weeks ago").
const REVIEWER_BADGE = new RegExp(String.raw`\b(?:${BADGE}|(?:\d+|a|an|one) (?:minutes?|hours?|days?|weeks?|months?|years?) ago)\b`, "i");
// The badge's tick as OCR reads it ("✓", "Vv", "V", "v/") between the name and the badge.
const TICK = /\s+(?:[✓✔☑]|[Vv]{1,2}\/?|[Vv]\/)(?=\s)/u;
/** A person's name as a shop prints it: up to three words ("Lena M.", "Joaquín"). */
const isShortName = (text: string) => text.split(/\s+/).length <= 3 && isNameLike(text);

/** The reviewer a row names ("Lena M. ✓ Verified Purchase" → "Lena M."), or undefined for any other line. */
export function reviewerOf(text: string): string | undefined {
  const badge = REVIEWER_BADGE.exec(text);
  if (!badge || badge.index === 0) return undefined;
  const name = text
    .slice(0, badge.index)
    .replace(TICK, " ")
    .replace(/[\s·•|,-]+$/u, "")
    .trim();
  // A shop may show a username instead ("kk 3 weeks ago"): one token of a handle's letters. A word
  // in capitals is the app's label for the review ("DELIVERY - 2 days ago"), not a name.
  if (/^[\p{Lu}\s]{4,}$/u.test(name)) return undefined;
  return isShortName(name) || /^@?[\p{L}\d._]{2,24}$/u.test(name) ? name : undefined;
}

// The business answering under a review ("Response from Studio Nove"): its words are left to
// markOtherVoices (mark-other-voices.ts), which gives them to the business.
const ANSWER = /^(?:response|reply|answer) from\b/i;
// A badge on a line of its own, under the name it qualifies ("Verified visit · 3 days ago").
const startsWithBadge = (text: string) => REVIEWER_BADGE.exec(text)?.index === 0;

/** Each reviewer's row: one line naming them with a badge, or a bare name over a line that is only the badge. */
function findReviewerRows(lines: ScreenLine[]): Array<{ index: number; last: number; reviewer: string }> {
  const rows: Array<{ index: number; last: number; reviewer: string }> = [];
  lines.forEach((line, index) => {
    const name = line.text.trim();
    const next = lines[index + 1];
    const reviewer = reviewerOf(name) ?? (next && startsWithBadge(next.text.trim()) && isShortName(name) ? name : undefined);
    const previous = rows.at(-1);
    // A row under a row is more of the first's metadata ("Rohit Khanna", "12 reviews", "Dining · 3 days ago").
    const metadata = reviewer !== undefined || (REVIEWER_BADGE.test(name) && name.split(/\s+/).length <= 6);
    if (previous && previous.last >= index - 1) previous.last = Math.max(previous.last, metadata ? index : previous.last);
    else if (reviewer) rows.push({ index, last: next && startsWithBadge(next.text.trim()) ? index + 1 : index, reviewer });
  });
  return rows;
}

/**
 * A list of reviews, each under or over its reviewer's row ("Lena M. ✓ Verified Purchase", or
 * "Hannah W." over "Verified visit · 5 days ago"), read by the layout pass as the person's words
 * throughout, the rows between them included. Once two reviewers are named, the rows are the
 * app's (their vote buttons already are: interface-traits.ts), and each review goes to the name it belongs to:
 * - rows after the words (words above the first row, none below the last): the name under it.
 *   Nothing says which review, if any, is the uploader's, so none is said to be;
 * - rows before the words: the name over it, the first reviewer's words staying the person's, as
 *   in a list of reviews whose rows the layout pass reads (mark-other-voices.ts).
 */
export function attributeReviewRows(lines: ScreenLine[]): ScreenLine[] {
  const rows = findReviewerRows(lines);
  // Names with only an age beside them are a thread's comments and answers (a forum, Stack
  // Overflow's "asked 3 hours ago"), which the thread's own pass reads by its poster
  // (assign-thread-roles.ts): a list of reviews is one whose rows wear a badge.
  if (new Set(rows.map((r) => r.reviewer.toLowerCase())).size < 2 || !rows.some((r) => lines.slice(r.index, r.last + 1).some((l) => REVIEW_BADGE.test(l.text))))
    return lines;
  const inRow = (index: number) => rows.some((r) => index >= r.index && index <= r.last);
  // Words whoever the layout pass gave them to: a row it took for an author's line ("kk 3 weeks
  // ago") gave the review under it to that name, where the review above it is theirs.
  const isWords = (line: ScreenLine, index: number) => line.owner !== "ui" && !inRow(index);
  const first = rows[0].index;
  const last = rows[rows.length - 1].last;
  const trailing = lines.slice(0, first).some(isWords) && !lines.some((line, index) => index > last && isWords(line, index));
  const fields = trailing ? new Set<number>() : findItemFields(lines, rows, isWords);
  let answered = false;
  return lines.map((line, index) => {
    if (inRow(index) || fields.has(index)) return { ...line, role: "ui", owner: "ui", author: undefined };
    if (trailing) {
      const below = rows.find((r) => r.index > index);
      return isWords(line, index) && below ? { ...line, owner: "other", author: below.reviewer } : line;
    }
    const over = rows.findLast((r) => r.last < index);
    // A new review starts right under its row (and its field, when reviews open with one).
    if (over && rows.some((r) => r.last === index - 1 || (fields.has(index - 1) && r.last === index - 2))) answered = false;
    if (ANSWER.test(line.text.trim())) answered = true;
    if (!over || over === rows[0] || answered || !isWords(line, index)) return line;
    return { ...line, owner: "other", author: over.reviewer };
  });
}

/** Words of a field, not of a review: a few words and no sentence's end. */
const FIELD_WORDS = 6;
/** A field is set smaller than the review under it; a review's own title is as large or larger. */
const FIELD_TYPE = 0.9;

/**
 * The line opening each review under its row, when every review opens with one alike: a few words,
 * no sentence's end, in smaller type than the review under it. That is the app's field for what
 * was reviewed ("Cut & blow dry with Marco", "Size: M · Colour: Sage"), not the reviewer's words;
 * a review's own title, set as large as its text or larger, stays theirs.
 */
function findItemFields(lines: ScreenLine[], rows: Array<{ last: number }>, isWords: (line: ScreenLine, index: number) => boolean): Set<number> {
  const opening = rows.map((r) => r.last + 1).filter((i) => i < lines.length - 1);
  const isField = (i: number) => {
    const [line, next] = [lines[i], lines[i + 1]];
    const text = line.text.trim();
    return (
      isWords(line, i) && isWords(next, i + 1) && text.split(/\s+/).length <= FIELD_WORDS && !/[.!?…]$/u.test(text) && line.box.h <= next.box.h * FIELD_TYPE
    );
  };
  return opening.length >= 2 && opening.every(isField) ? new Set(opening) : new Set();
}
