import type { ScreenLine } from "../../types";
import { isDateLine, isNameLike, isStarRow } from "./classify-line";
import { isListedWord } from "./lexicon";
import { isMetaLine, SELLER_ROW } from "./meta-lines";
import { isWriterName, readAuthorLine } from "./read-author-line";

/** A reviewer's row: where it starts and ends (its badge or age under it), whose name it holds, and whether only its shape says so. */
export interface ReviewRow {
  index: number;
  last: number;
  reviewer: string;
  bare?: boolean;
  /** The name heads a row of the member's metadata (metaRowUnder): a post's header, as sure as a badge. */
  member?: boolean;
}

// What a shop, a salon or a place prints beside a reviewer's name as a badge: the row is the
// app's, and the name in it says whose review sits beside it.
// A hospitality exchange's reference row gives its verdict after the name and the reviewer's part
// in the stay ("Tuula Guest - positive - Oct"): the verdict, set off by its dash, is the badge.
const BADGE = String.raw`verified(?: (?:purchaser|purchase|buyer|visit|stay|guest|customer|owner|reviewer|booking))?|local guide|top (?:reviewer|contributor)|\d+ (?:reviews?|ratings?)|(?<=[·•\-–]\s?)(?:positive|negative|neutral)`;
export const REVIEW_BADGE = new RegExp(String.raw`\b(?:${BADGE})\b`, "i");
// A badge, or the review's age, which a shop may print alone beside a name ("kk 3 weeks ago").
const REVIEWER_BADGE = new RegExp(String.raw`\b(?:${BADGE}|(?:\d+|a|an|one) (?:minutes?|hours?|days?|weeks?|months?|years?) ago)\b`, "i");
// The badge's tick as OCR reads it ("✓", "Vv", "V", "v/") between the name and the badge.
const TICK = /\s+(?:[✓✔☑]|[Vv]{1,2}\/?|[Vv]\/)(?=\s)/u;
/** A member's role after their name on a row: "· Owner", "- Expert", "· Maintainer". */
const ROLE_AFTER_NAME = /\s*[·•\-–]\s*(?:owner|author|op|maintainer|member|contributor|collaborator|expert|moderator|mod|admin|host|staff|verified)$/i;
/** The reviewer's part in a stay, printed after their name with no mark between: "Tuula Guest", "Ines Host". */
const PART_IN_STAY = /\s+(?:guest|host|surfer|traveller|traveler)$/i;
/** A town after a reviewer's name, before their review's age: "· Austin, TX", "- Leeds". */
const PLACE_AFTER_NAME = /\s*[·•\-–]\s*\p{Lu}[\p{L}.'’]*(?: \p{Lu}[\p{L}.'’]*){0,2}(?:,\s*\p{Lu}[\p{L}]*(?: \p{Lu}\p{Ll}+)?)?$/u;
/** A town and its state or country inside a row, before the review's age: "· Austin, TX ·". */
export const PLACE_IN_ROW = /[·•\-–]\s*\p{Lu}[\p{L}.'’ ]*,\s*(?:\p{Lu}{2,3}|\p{Lu}\p{Ll}+)\b/u;
/** A person's name as a shop prints it: up to three words ("Lena M.", "Joaquín"). */
export const isShortName = (text: string) => text.split(/\s+/).length <= 3 && isNameLike(text);
/**
 * A reviewer's row that says where they are instead of a badge ("lashlover_dee · Phoenix, AZ",
 * "Marcus T. · Denver, CO", "Hannah · Leeds, UK"): a place as the app prints it, a town and its
 * state or country after a comma, set off from the name by a dot or a dash (OCR reads "·" as "-").
 */
export const PLACE_ROW = /^(.{2,32}?)\s*[·•\-–—]\s*(\p{Lu}[\p{L}.'’]*(?: \p{Lu}[\p{L}.'’]*){0,2}),\s*(?:\p{Lu}{2,3}|\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2})$/u;

/** The reviewer a row names ("Lena M. ✓ Verified Purchase" → "Lena M."), or undefined for any other line. */
export function reviewerOf(text: string): string | undefined {
  // A review signed under its words with the day it was written: "Inigo_T, Nov 18, 2026".
  const signed = SIGNED.exec(text.trim());
  if (signed) return isReviewerName(signed[1]) && !isListedWord(signed[1].toLowerCase()) ? signed[1] : undefined;
  const placed = PLACE_ROW.exec(text.trim());
  // A couple posting together ("Norbert & Mireia Gaunt · Elmstead Road") is named as they sign.
  const couple = (name: string) => name.split(/\s+&\s+/).length === 2 && name.split(/\s+&\s+/).every(isReviewerName);
  if (placed) return isReviewerName(placed[1].trim()) || couple(placed[1].trim()) ? placed[1].trim() : undefined;
  const badge = REVIEWER_BADGE.exec(text);
  if (!badge || badge.index === 0) return undefined;
  const name = text
    .slice(0, badge.index)
    .replace(TICK, " ")
    .replace(/[\s·•|,-]+$/u, "")
    // The role an app prints between the name and the age ("wrenfold · Owner · 4 days ago") is no part of the name.
    .replace(ROLE_AFTER_NAME, "")
    .replace(PART_IN_STAY, "")
    // …and the reviewer's town ("Gustavo R. · Austin, TX · 3 days ago").
    .replace(PLACE_AFTER_NAME, "")
    .trim();
  // A shop may show a username instead ("kk 3 weeks ago"): one token of a handle's letters. A word
  // in capitals is the app's label for the review ("DELIVERY - 2 days ago"), not a name.
  if (/^[\p{Lu}\s]{4,}$/u.test(name)) return undefined;
  // Beside an age alone, two letters are a row of stars as OCR reads them ("Kk 2 weeks ago").
  if (name.length <= 2 && !REVIEW_BADGE.test(text)) return undefined;
  // The app's verb before the age is no part of the name ("Posted 4 days ago", stars read as "Kk Kk Posted").
  const named = name.replace(/(?:^|\s+)\p{Lu}?\p{Ll}+ed$/u, (verb) => (isListedWord(verb.trim().toLowerCase()) ? "" : verb)).trim();
  return isReviewerName(named) && named.split(/\s+/).some((w) => /\p{L}{3}/u.test(w)) ? named : undefined;
}

/** A name, a comma, and a whole date with its year: a signature under a review, never a sentence's words. */
const SIGNED = new RegExp(
  String.raw`^(\S{2,24}(?: \S{1,24})?),\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}$`,
  "iu",
);

/** A name as a shop prints it, or a username: one token of a handle's letters. */
const isReviewerName = (name: string) => (isShortName(name) || /^@?[\p{L}\d._]{2,24}$/u.test(name)) && /\p{L}.*\p{L}/u.test(name);

// A badge on a line of its own, under the name it qualifies ("Verified visit · 3 days ago").
const startsWithBadge = (text: string) => REVIEWER_BADGE.exec(text)?.index === 0;

// A review's age as a shop prints it, alone or beside stars OCR read as letters ("Kk 2 weeks ago", "3d ago").
const AGE = /(?:^|\s)(?:\d+|an?|one)\s?(?:[smhdwy]|mo|mins?|minutes?|hrs?|hours?|days?|weeks?|months?|years?)\s+ago\b/i;
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/**
 * A review's date where a list prints one instead of its age: a month with its day or year
 * ("12 March 2024", "Aug 2023"), or after one word of what the reviewer did ("Exchanged in
 * August", "Stayed in May", "Visited Mar 2024"). Nothing else on the line: "We went in May" is words.
 */
const DATE_ROW = new RegExp(
  String.raw`^(?:(?:\d{1,2}(?:st|nd|rd|th)? ${MONTH}|${MONTH} \d{1,2}(?:st|nd|rd|th)?)(?:,? \d{4})?|${MONTH} \d{4}|\p{Lu}\p{Ll}+(?:ed|ew)(?: (?:in|on))? (?:\d{1,2}(?:st|nd|rd|th)? )?${MONTH}(?: \d{1,2}(?:st|nd|rd|th)?)?(?:,? \d{4})?)$`,
  "iu",
);
/** A short line that holds a review's age or date: the row's metadata, never words. */
export const isAgeRow = (line: ScreenLine | undefined) =>
  line !== undefined && ((AGE.test(line.text) && line.text.trim().split(/\s+/).length <= 8) || DATE_ROW.test(dateOfRow(line.text)));
/** A row's date without the stars OCR read as letters before it ("Ah K Kk 17 Nov2026"), its year set apart from the month it lost its space to. */
function dateOfRow(text: string): string {
  const date = text.trim().replace(new RegExp(String.raw`(\d{1,2}) ?(${MONTH}) ?(\d{4})$`, "iu"), "$1 $2 $3");
  const at = date.search(/\d{1,2} \p{L}/u);
  return at > 0 && isStarRow(date.slice(0, at)) ? date.slice(at) : date;
}
/**
 * A reviewer's name on a line of its own with nothing to say it is a name but its shape: a
 * username ("HankInOhio", "mollyb_", "Aveline_R") or a first name and initial ("Owain M."). A
 * plain word or two in capitals ("Good Fan") is a review's title, not a name.
 */
export const isBareReviewer = (text: string) =>
  /^@?(?=[\p{L}\d._]*(?:[\d_.]|\p{Ll}\p{Lu}))[\p{L}][\p{L}\d._]{1,22}[\p{L}\d_]$/u.test(text) || FIRST_AND_INITIAL.test(text);
/**
 * A first name and an initial; OCR reads a capital I as "l" ("lestyn J." for "Iestyn J."), and may
 * lose the space before the initial ("BrigidaH." for "Brigida H.").
 */
const FIRST_AND_INITIAL = /^[\p{Lu}l]\p{Ll}+ ?\p{Lu}\.$/u;
/** The name as the screen prints it: a first name is never set in lower case, so its "l" was an I; its initial stands apart. */
export const nameAsPrinted = (text: string) => (FIRST_AND_INITIAL.test(text) ? text.replace(/^l/, "I").replace(/(\p{Ll})(\p{Lu}\.)$/u, "$1 $2") : text);
/** A name of letters alone, up to three words: what stands over a badge row ("Hannah W."), never a score OCR read as letters ("A.4 *KH*Kk"). */
export const PLAIN_NAME = /^\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,2}$/u;
/** A bare name is a reviewer's row only with the review's age right beside it. */
const besideAge = (lines: ScreenLine[], index: number) => [-2, -1, 1, 2].some((d) => isAgeRow(lines[index + d]));
/** What a page of reviews says of itself somewhere: its ratings, a star, its count of reviews. */
export const REVIEWS_PAGE = /\b(?:reviews?|ratings?|out of 5)\b|★/i;

/** Each reviewer's row: one line naming them with a badge, or a bare name over a line that is only the badge or beside the review's age. */
export function findReviewerRows(lines: ScreenLine[]): ReviewRow[] {
  const rows: ReviewRow[] = [];
  lines.forEach((line, index) => {
    const name = line.text.trim();
    const next = lines[index + 1];
    const badged = reviewerOf(name) ?? (next && startsWithBadge(next.text.trim()) && isShortName(name) && PLAIN_NAME.test(name) ? name : undefined);
    // A name on its own line right over "Swindon · Verified purchaser": the name is the reviewer's,
    // the word before the badge their town (no app prints a reviewer's name twice).
    const above = lines[index - 1];
    const aboveName = above?.text.trim() ?? "";
    const town =
      badged !== undefined &&
      !badged.includes(" ") &&
      REVIEW_BADGE.test(name) &&
      isShortName(aboveName) &&
      PLAIN_NAME.test(aboveName) &&
      reviewerOf(aboveName) === undefined &&
      isUnder(above, line) &&
      (rows.at(-1)?.last ?? -1) < index - 1;
    if (town) {
      rows.push({ index: index - 1, last: next && isAgeRow(next) ? index + 1 : index, reviewer: aboveName });
      return;
    }
    const bare = badged === undefined && isBareReviewer(name) && besideAge(lines, index);
    const reviewer = badged ?? (bare ? nameAsPrinted(name) : undefined);
    const previous = rows.at(-1);
    const member = reviewer === undefined && !(previous && previous.last >= index - 1) ? metaRowUnder(lines, index) : undefined;
    if (member !== undefined) {
      rows.push({ index, last: member.last, reviewer: member.name, bare: true, member: true });
      return;
    }
    // A row under a row is more of the first's metadata ("Rohit Khanna", "12 reviews", "Dining · 3 days ago").
    const metadata = reviewer !== undefined || (REVIEWER_BADGE.test(name) && name.split(/\s+/).length <= 6);
    if (previous && previous.last >= index - 1) previous.last = Math.max(previous.last, metadata ? index : previous.last);
    else if (reviewer) rows.push({ index, last: next && (startsWithBadge(next.text.trim()) || (bare && isAgeRow(next))) ? index + 1 : index, reviewer, bare });
  });
  return withWordNames(lines, rows);
}

/**
 * Once one member's row is found, the layout repeats: a name that is also a word ("Pearl",
 * "Ottar") over the same kind of row is a member's too, where no row already holds the line.
 */
function withWordNames(lines: ScreenLine[], rows: ReviewRow[]): ReviewRow[] {
  if (!rows.some((r) => r.member)) return rows;
  const held = (index: number) => rows.some((r) => index >= r.index - 1 && index <= r.last);
  const more = lines.flatMap((line, index): ReviewRow[] => {
    const name = line.text.trim();
    if (held(index) || !/^\p{Lu}\p{Ll}+$/u.test(name)) return [];
    const last = metaRowEnd(lines, index);
    return last === undefined || rows.some((r) => r.index > index && r.index <= last) ? [] : [{ index, last, reviewer: name, bare: true, member: true }];
  });
  return more.length === 0 ? rows : [...rows, ...more].sort((a, b) => a.index - b.index);
}

/** A rank under a member's name, before their row ("Forum Resident", "Senior Member"): a few words, no digit, no sentence. */
const isRankLine = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length <= 4 && !/[\d.!?,:;]/.test(text) && words.every((w) => /^\p{Lu}/u.test(w) || w.length <= 2);
};

/**
 * Where the row of the app's metadata under a member's name ends: a line of their tenure, tally,
 * rank or stay right under the name ("Junior Member · Mar 2025 · 38 Posts", "Went with family ·
 * Oct 2026 · 2 weeks"), or under one line of their rank ("Forum Resident" over "Joined: Feb 3,
 * 2009 · Messages: 14,207"). Any forum, shop or stay prints its writers so; a name is the one
 * thing in such a header that is no metadata.
 */
function metaRowUnder(lines: ScreenLine[], index: number): { last: number; name: string } | undefined {
  const name = memberName(lines[index].text.trim());
  if (name === undefined) return undefined;
  const last = metaRowEnd(lines, index);
  if (last === undefined) return undefined;
  // A listing's seller over their record ("Seanan" over "Private seller · 9 ads") is the page's
  // owner, whose answers below are theirs (own-author-lines.ts), not one reviewer of many. A word
  // the row under it opens on again ("Douglas" over "Douglas, Cork · 2 days ago") is a title's
  // last word wrapped over its place, no name: no app prints a member's name twice.
  const row = lines[index + 1]?.text.trim() ?? "";
  if (SELLER_ROW.test(row) || row.toLowerCase().startsWith(`${name.toLowerCase()},`)) return undefined;
  return { last, name };
}

/** A member's name as a row prints it: a username, or a name of letters, an avatar's glyph read before a username dropped ("a nuria_zone8"). */
function memberName(text: string): string | undefined {
  // A name with the post's date beside it ("Ozias · Nov 27, 2026") names its writer too.
  const dated = readAuthorLine(text);
  if (dated && dated.rest === "" && dated.author !== text && isWriterName(dated.author)) return memberName(dated.author);
  const glyph = /^\S{1,2}\s+(\S+)$/u.exec(text)?.[1];
  if (glyph !== undefined && isBareReviewer(glyph)) return glyph;
  // Every word one of the language's ("Dumbbell Row", "Van"): a thing's name, never surely a member's.
  if (text.split(/\s+/).every((w) => /^\p{L}+$/u.test(w) && isListedWord(w.toLowerCase()))) return undefined;
  // A username in lower case and no word of the language ("hollisbramley"): over a member's row, no sentence's end.
  const username = /^\p{Ll}[\p{Ll}\p{N}]{3,29}$/u.test(text);
  return isBareReviewer(text) || username || (PLAIN_NAME.test(text) && isShortName(text)) ? nameAsPrinted(text) : undefined;
}

function metaRowEnd(lines: ScreenLine[], index: number): number | undefined {
  // A post's number or a score set level with the name at the far side ("#16") is beside it, not under it.
  // So is an avatar's column of initials and rank at the near side, set from the name's height down.
  // A member's tally set level with a tall name line (an avatar beside both) is the row itself.
  let at = index + 1;
  let bottom = lines[index].box.y + lines[index].box.h;
  let beside: number | undefined;
  while (at < lines.length && at <= index + 2 && isBeside(lines[index], lines[at])) {
    if (isRankLine(lines[at].text) || isMemberRow(lines[at].text)) bottom = Math.max(bottom, lines[at].box.y + lines[at].box.h);
    if (isMemberRow(lines[at].text)) beside = at;
    at++;
  }
  const [next, after] = [lines[at], lines[at + 1]];
  const under = (line: ScreenLine, top: number) => line.box.y - top < line.box.h * 1.2;
  if (next && under(next, bottom) && isMemberRow(next.text)) return at;
  if (next && after && under(next, bottom) && isUnder(next, after) && isRankLine(next.text) && isMemberRow(after.text)) return at + 1;
  return beside;
}

/** What a row about a member says and a row about a thing does not: when (a date, an age, a time), or their standing and tallies as a member. */
const MEMBER_FACT =
  /\b(?:19|20)\d{2}\b|\bago\b|^\d{1,2}\s?(?:s|m|min|h|hr|d|w|mo|y)$|\b\d{1,2}\s?(?:min|h|hr|d|w|mo)\b|\b\d{1,2}:\d{2}|\b(?:today|yesterday|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s|$)|\b(?:posts?|messages?|reviews?|ratings?|joined|member|since|karma|points|reputation|followers|contributions)\b/i;
/**
 * The app's metadata about a member (isMetaLine, with a member's fact in it), or the date alone
 * their words were posted ("27-11-2026" under "Tenzin"): "3 sets · 10 reps" under "Dumbbell Row" is about a thing.
 */
const isMemberRow = (text: string) => (isMetaLine(text) && MEMBER_FACT.test(text) && !CALL_TO_ACTION.test(text.trim())) || isDateLine(text);
/**
 * The app asking the reader to join ("Become a member", "Join 412 members", "Subscribe from €4"):
 * its button under the page's name, no member's row (Steady's page name over "Become a member" was
 * read as a member's, and the whole page given to a row, v31).
 */
const CALL_TO_ACTION = /^(?:become|join|sign up|subscribe|upgrade|support|get|try|start)\b/i;

/** The other line is set level with this one (their heights overlap by half), to its side. */
const isBeside = (line: ScreenLine, other: ScreenLine) =>
  Math.min(line.box.y + line.box.h, other.box.y + other.box.h) - Math.max(line.box.y, other.box.y) > Math.min(line.box.h, other.box.h) / 2;

/** The line sits right under the other, within about a line's height. */
export const isUnder = (above: ScreenLine, below: ScreenLine) => below.box.y - (above.box.y + above.box.h) < Math.max(above.box.h, below.box.h) * 1.2;
