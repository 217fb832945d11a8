import type { ScreenLine } from "../../types";
import { answererOf } from "./answer-heading";
import { findThreadTitle, quotedWriterOf } from "./forum-headings";
import { ALIGNED_ROWS, findAlignedRows } from "./find-aligned-rows";
import { findReviewerRows, isAgeRow, PLACE_IN_ROW, PLACE_ROW, REVIEW_BADGE, type ReviewRow, REVIEWS_PAGE } from "./find-review-rows";

/**
 * A list of reviews, each under or over its reviewer's row ("Lena M. ✓ Verified Purchase", or
 * "Hannah W." over "Verified visit · 5 days ago"), read by the layout pass as the person's words
 * throughout, the rows between them included. Once two reviewers are named, the rows are the
 * app's (their vote buttons already are: interface-traits.ts), and each review goes to the name it belongs to:
 * - rows after the words (words above the first row, none below the last): the name under it.
 *   Nothing says which review, if any, is the uploader's, so none is said to be;
 * - rows before the words: the name over it, a short title set over a row going to that row's
 *   name. The first review is no more surely the uploader's than the second: a list is often
 *   screenshot for a later review, under someone else's, so each is said as its reviewer's.
 */
export function attributeReviewRows(lines: ScreenLine[]): ScreenLine[] {
  // A sender's name over the time in a group chat has a member's row's shape: a chat with a side of
  // its own (bubbles set in from the left edge the others' stand on) is read by its own pass
  // (assign-chat-roles.ts); a list read as a chat, every line at one edge, is still a list.
  const ownSide = hasOwnSide(lines);
  const found = withoutPageHeader(
    lines,
    findReviewerRows(lines).filter((r) => !(r.member && ownSide)),
  );
  // Rows no badge, age or place marks, known by their repetition: their words are the rows' only
  // when set at the rows' edge, not across the screen where a chat sets the uploader's own. Its
  // senders' names over their bubbles repeat the same way: a chat with a side of its own has none.
  const aligned = found.length >= ALIGNED_ROWS || ownSide ? [] : findAlignedRows(lines);
  const rows = aligned.length ? aligned : found;
  const rowEdge = aligned.length ? Math.max(...aligned.map((r) => lines[r.index].box.x)) : Number.POSITIVE_INFINITY;
  // Names with only an age beside them are a thread's comments and answers (a forum, Stack
  // Overflow's "asked 3 hours ago"), which the thread's own pass reads by its poster
  // (assign-thread-roles.ts): a list of reviews is one whose rows wear a badge.
  // Bare names beside ages are a list of reviews only on a page that says it holds reviews.
  const badged = rows.some(
    (r) => r.member || lines.slice(r.index, r.last + 1).some((l) => REVIEW_BADGE.test(l.text) || PLACE_ROW.test(l.text.trim()) || PLACE_IN_ROW.test(l.text)),
  );
  // Three rows or more of names beside ages are a list of people's entries on any page (answers, a
  // tracker's comments), whether or not it says it holds reviews.
  // The thread's own pass reads a thread by its poster (assign-thread-roles.ts): only where it gave
  // none of the words under these names to them is the list read here.
  const named = new Set(rows.map((r) => r.reviewer));
  const unread = !lines.some((l) => l.owner === "other" && l.author !== undefined && named.has(l.author) && l.role !== "name");
  const bareList = (rows.filter((r) => r.bare).length >= 2 && lines.some((l) => REVIEWS_PAGE.test(l.text))) || (rows.length >= ALIGNED_ROWS && unread);
  if (new Set(rows.map((r) => r.reviewer.toLowerCase())).size < 2 || !(badged || bareList || aligned.length)) return lines;
  const inRow = (index: number) => rows.some((r) => index >= r.index && index <= r.last);
  // Words whoever the layout pass gave them to: a row it took for an author's line ("kk 3 weeks
  // ago") gave the review under it to that name, where the review above it is theirs.
  const isWords = (line: ScreenLine, index: number) => line.owner !== "ui" && !inRow(index);
  const first = rows[0].index;
  const last = rows[rows.length - 1].last;
  // Rows after their words: words above the first row, none under the last, and more rows with
  // words right over them than right under them (a page's header over a list is no review).
  // A score or a date set between the row and its words ("5.8 / 6") is passed over: the app's, like the row.
  // Over the first row, the page's own short lines (the place, its score) are its header, no review's end.
  const wordsAt = (index: number, step: 1 | -1) => {
    for (let at = index, passed = 0; at >= 0 && at < lines.length && passed <= 2; at += step, passed++) {
      if (isWords(lines[at], at)) return !(at < first && isHeaderLine(lines[at].text));
      if (rows.some((r) => at >= r.index && at <= r.last)) return false;
    }
    return false;
  };
  const under = rows.filter((r) => wordsAt(r.last + 1, 1)).length;
  const over = rows.filter((r) => wordsAt(r.index - 1, -1)).length;
  // A card signed at its foot: each name set nearer the words over it than the date under it,
  // which opens the next card (stars, a date, its words, the name). Words under the last name are
  // a review whose name the screen cut off: nobody's said.
  const footSigned = rows.length >= 2 && rows.every((r) => signsAbove(lines, r, isWords));
  const trailing = footSigned || (lines.slice(0, first).some(isWords) && !lines.some((line, index) => index > last && isWords(line, index)) && over > under);
  const fields = trailing && !footSigned ? new Set<number>() : findItemFields(lines, rows, isWords);
  // The row a short line of words stands over, with only the app's lines (an age, stars) between.
  const titleOf = (index: number) => {
    if (!isWords(lines[index], index) || !isTitleOver(lines[index].text)) return undefined;
    for (let next = index + 1; next <= index + 4 && next < lines.length; next++) {
      const row = rows.find((r) => r.index === next);
      if (row) return row;
      if (isWords(lines[next], next)) return undefined;
    }
    return undefined;
  };
  // Titles stand over the rows when the first row has one: the layout repeats for every review.
  // A thread's title over its first post is no such title: the second row must have one as well.
  const hasTitle = (row: ReviewRow | undefined) =>
    row === undefined || lines.slice(Math.max(0, row.index - 4), row.index).some((_, k) => titleOf(Math.max(0, row.index - 4) + k) === row);
  const titleFirst = !trailing && hasTitle(rows[0]) && hasTitle(rows[1]);
  const title = findThreadTitle(lines, first);
  const underLostRow = (index: number) => {
    let at = index - 1;
    while (at >= 0 && isWords(lines[at], at) && !isAgeRow(lines[at])) at--;
    // The age's own name may stand right over it, read as anything ("a nuria_zone8", its avatar's glyph before it).
    const named = at > 0 && /^\S*\s?[\p{L}@][\p{L}\p{N}_.]*$/u.test(lines[at - 1].text.trim()) && !/\d[.,]\d/.test(lines[at - 1].text);
    return at >= 0 && isAgeRow(lines[at]) && !named && !isAgeRow(lines[index]) && !isHeaderLine(lines[index].text);
  };
  // Who answers the review above (a business's reply): its words are theirs until the next review.
  let answerer: string | undefined;
  // The earlier post a reply quotes: whose it is, and the column its lines are set in.
  let quoted: { writer: string; x: number; h: number } | undefined;
  // Where the words read so far under each row end, and whether a lost row came between.
  const given = new Map<number, { bottom: number; lost: boolean }>();
  const read = lines.map((line, index): ScreenLine => {
    if (inRow(index) || fields.has(index) || index === title?.starterAt) return { ...line, role: "ui", owner: "ui", author: undefined };
    if (title && index >= title.from && index < title.starterAt) return { ...line, owner: "other", author: title.starter };
    // Over the first card signed at its foot, the page's own short lines (the product, its score) are its header.
    if (footSigned && index < first && isWords(line, index) && isHeaderLine(line.text)) return { ...line, role: "ui", owner: "ui", author: undefined };
    if (trailing) {
      const below = rows.find((r) => r.index > index);
      if (!isWords(line, index)) return line;
      return below ? { ...line, owner: "other", author: below.reviewer } : footSigned ? { ...line, owner: "other", author: undefined } : line;
    }
    // A heading set over each reviewer's row is the app's as often as the reviewer's (the job
    // done, "Leaking kitchen tap", or their own title, "Holds a curl"): it is quoted as nobody's.
    if (titleFirst && titleOf(index)) {
      answerer = undefined;
      return { ...line, role: "ui", owner: "ui", author: undefined };
    }
    // Above the first review, the page's own short lines (the shop, the product, its score) are
    // nobody's words; a sentence there (a host's own bio over reviews of them) stays as read.
    if (index < first && line.owner === "self" && isHeaderLine(line.text)) return { ...line, role: "ui", owner: "ui", author: undefined };
    // Over the first row, words under an entry's age alone ("a week ago") are an entry whose row the screen lost: nobody's said.
    if (index < first && isWords(line, index) && underLostRow(index)) return { ...line, owner: "other", author: undefined };
    const over = rows.findLast((r) => r.last < index);
    // A new review starts right under its row (and its field, when reviews open with one).
    if (over && rows.some((r) => r.last === index - 1 || (fields.has(index - 1) && r.last === index - 2))) answerer = undefined;
    // An earlier post quoted in a reply ("Ottmar said:" over his words, set in from the reply's own): its writer's.
    const quoting = quotedWriterOf(line.text);
    if (quoting && isWords(line, index)) {
      quoted = { writer: quoting, x: line.box.x, h: line.box.h };
      return { ...line, role: "ui", owner: "ui", author: undefined };
    }
    if (quoted && Math.abs(line.box.x - quoted.x) <= Math.max(quoted.h, 8) * 0.5 && isWords(line, index))
      return { ...line, owner: "other", author: quoted.writer };
    quoted = undefined;
    const answering = answererOf(line.text);
    if (answering) {
      answerer = answering;
      return { ...line, role: "ui", owner: "ui", author: undefined };
    }
    if (answerer) return isWords(line, index) ? { ...line, owner: "other", author: answerer } : line;
    if (!over || !isWords(line, index) || line.box.x > rowEdge + ROW_WORDS_REACH) return line;
    // Words a reviewer's row apart from the review over them, with nothing read between (the row
    // lost to the reading): another review, whose writer the screen does not say.
    const above = given.get(over.index);
    const gap =
      above !== undefined &&
      line.box.y - above.bottom > line.box.h * LOST_ROW_GAP &&
      !lines.some((l) => l.box.y >= above.bottom && l.box.y + l.box.h <= line.box.y);
    const lost = above !== undefined && (above.lost || gap);
    given.set(over.index, { bottom: line.box.y + line.box.h, lost });
    return lost ? { ...line, owner: "other", author: undefined } : { ...line, owner: "other", author: over.reviewer };
  });
  // A page with its own sentences over the list (a host's, a seller's or a tutor's words, then what
  // guests said of them) is that page's: the reviews are about it, none is the uploader's.
  // Only the words right over the list count: a notification's message at the top is no page's.
  // So is a page whose owner answers the reviews ("Owner's response"): the list is about them.
  const ownPage = wordsOverList(read, first).some((l) => isOwnSentence(l.text)) || lines.some((l) => PAGE_OWNER.test(answererOf(l.text) ?? ""));
  return ownPage ? read : giveListToItsVoice(read, new Set(rows.map((r) => r.reviewer)));
}

/** A chat's own side: a message of the person's set in from the left edge where the others' messages start, by a fifth of the screen at least. */
function hasOwnSide(lines: ScreenLine[]): boolean {
  const messages = lines.filter((l) => l.role === "chat_message");
  if (messages.length === 0) return false;
  const edge = Math.min(...messages.map((l) => l.box.x));
  const width = Math.max(...lines.map((l) => l.box.x + l.box.w)) - Math.min(...lines.map((l) => l.box.x));
  return messages.some((l) => l.owner === "self" && l.box.x - edge > width * 0.2);
}

/**
 * The block of words nearest over the list's first row, with only the app's lines between it and
 * the row. Another person's comment is no page's words: a notification's message over the page
 * (find-notification.ts gives it to its sender) is passed over with the app's lines.
 */
function wordsOverList(lines: ScreenLine[], first: number): ScreenLine[] {
  const passed = (l: ScreenLine) => l.owner === "ui" || (l.role === "comment" && l.author !== undefined);
  let end = first - 1;
  while (end >= 0 && passed(lines[end])) end--;
  let start = end;
  while (start > 0 && !passed(lines[start - 1])) start--;
  return end < 0 ? [] : lines.slice(start, end + 1);
}

/**
 * Words of the page's own over a list: a sentence of six words or more, three of them in lower
 * case (a product's name is title case), in the first person ("Our cat comes with the house",
 * "I've played guitar for 30 years"): a host's or a tutor's own words. A shop's description of
 * its product ("Covers up to 32m²") is no one's page, and the list under it may hold the uploader's review.
 */
const isOwnSentence = (text: string) => {
  const words = text.trim().split(/\s+/);
  return !isHeaderLine(text) && words.length >= 6 && words.filter((w) => /^\p{Ll}/u.test(w)).length >= 3 && FIRST_PERSON.test(text);
};
const FIRST_PERSON = /(?<![\p{L}'’])(?:I|I'm|I’m|I've|I’ve|[Mm]y|[Ww]e|[Oo]ur|[Uu]s|[Mm]e)(?![\p{L}'’])/u;

/** Who answers a review as the page's owner, unnamed: "Owner's response", "Response from the host". */
const PAGE_OWNER = /^(?:the )?(?:owner|host|seller|landlord|property manager|management)$/i;

/**
 * A profile's own header over its sections ("Uros" over "uros_lj - Member since 2014", then
 * "Languages", "About me") has a member row's shape, and the references further down have rows of
 * their own: the first row with the page's section headings between it and the next row heads the
 * page, not an entry in the list, and its sections stay the page's (BeWelcome's host's bio had been
 * read as one more reference, then as a comment of the person's).
 */
function withoutPageHeader(lines: ScreenLine[], rows: ReviewRow[]): ReviewRow[] {
  const [head, next] = rows;
  if (!head || !next) return rows;
  const sections = lines.slice(head.last + 1, next.index).some((l) => l.role === "section_label");
  return sections ? rows.slice(1) : rows;
}

/** How much more the longest review must say than any other to be the one the screenshot was taken for. */
const MAIN_REVIEW_SHARE = 1.3;
/** The fewest words that review needs: a line or two says too little to tell. */
const MAIN_REVIEW_WORDS = 12;

/**
 * The review that fills the list is the one the screenshot was taken for, as the side that fills
 * a one-to-one chat is (docs/decisions/0041-one-to-one-chat-voice.md): when one reviewer says
 * 1.3 times as much as any other, their words are the person's; the rest stay their reviewers'.
 * Where no review stands out, none is said to be the person's (ADR 0042).
 */
function giveListToItsVoice(lines: ScreenLine[], reviewers: ReadonlySet<string>): ScreenLine[] {
  const words = new Map<string, number>();
  for (const line of lines) {
    if (line.owner === "other" && line.author !== undefined && reviewers.has(line.author))
      words.set(line.author, (words.get(line.author) ?? 0) + line.text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length);
  }
  const [first, second] = [...words.entries()].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < MAIN_REVIEW_WORDS || (second && first[1] < second[1] * MAIN_REVIEW_SHARE)) return lines;
  // An entry in a list is what they posted there, never the bio of a profile of theirs; its row
  // still names them, so the words keep their writer's name (find-owner-name.ts speaks to them by it).
  const role = (line: ScreenLine) => (line.role === "bio" ? "comment" : line.role);
  return lines.map((line) => (line.owner === "other" && line.author === first[0] ? { ...line, owner: "self", role: role(line) } : line));
}

/** A page's own line over a list: a few words, or a line with its numbers ("96% would make this again · 412 reviews"), never a sentence. */
const isHeaderLine = (text: string) => {
  const words = text.trim().split(/\s+/);
  return !/[.!?]$/.test(text.trim()) && (words.length <= FIELD_WORDS || (words.length <= 10 && /\d/.test(text)));
};

/** A gap, in lines of the words' own height, that only a reviewer's row between two reviews leaves (a paragraph's break is one line). */
const LOST_ROW_GAP = 2.5;

/** How far right of its rows' edge a list's words may start: a business's answer is indented, a chat's own bubble is not this near. */
const ROW_WORDS_REACH = 60;

/**
 * A title over a reviewer's row: a few words, no more than one sentence. Never a sentence's last
 * words wrapped onto their own line ("the chair."), nor the page's tally ("4.9 overall · 88 ratings").
 */
const isTitleOver = (text: string) => {
  const words = text.trim().split(/\s+/);
  if (/^\p{Ll}/u.test(text.trim()) || (/\d/.test(text) && REVIEWS_PAGE.test(text))) return false;
  // Every word capitalised is a row of tabs or a product's name ("Services Reviews Portfolio"), not a title someone typed.
  const long = words.filter((w) => /\p{L}{3,}/u.test(w));
  const titleCased = long.length >= 2 && long.every((w) => /^[^\p{L}]*\p{Lu}/u.test(w));
  return words.length <= FIELD_WORDS && !/[.!?…]\s+\S/u.test(text.trim()) && !titleCased;
};

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

/**
 * Whether a bare name signs the words over it: words right above, its date right under, and the
 * gap under the name wider by half than the gap over it (the card's edge lies between the name and
 * the date, as on Zalando's reviews).
 */
function signsAbove(lines: ScreenLine[], row: ReviewRow, isWords: (line: ScreenLine, index: number) => boolean): boolean {
  const [above, name, date] = [lines[row.index - 1], lines[row.index], lines[row.index + 1]];
  if (!row.bare || row.member || row.last !== row.index + 1 || !above || !date || !isWords(above, row.index - 1)) return false;
  const gapOver = name.box.y - (above.box.y + above.box.h);
  const gapUnder = date.box.y - (name.box.y + name.box.h);
  return gapOver >= 0 && gapUnder > gapOver * 1.5;
}
