import { classifyByText, isHandle, isNameLike, isTimestamp } from "./classify-line";
import { AGO_ABROAD, CLOCK, MONTH, MONTH_WORD, WEEKDAY } from "./date-words";
import { isListedWord } from "./lexicon";

/** A post's age as a feed prints it short: "2h", "3d", "5 min", "11mo". */
const SHORT_AGE = String.raw`\d{1,2}\s?(?:s|m|min|h|hr|d|w|mo|y)`;

export interface AuthorLine {
  author: string;
  /** The words after the author on the same line ("benji.k who let you cook"): a comment. */
  rest: string;
}

/** A date in brackets, its time after it or not: "(Dec 1, 2026 at 6:40)", "(3 March 2025, 14:02)", "(yesterday at 9:15)". */
const DATE_IN_BRACKETS = String.raw`\((?:(?:${MONTH})\w*\.? \d{1,2}(?:st|nd|rd|th)?(?:,? \d{4})?|\d{1,2}(?:st|nd|rd|th)? (?:${MONTH})\w*\.?(?: \d{4})?|today|yesterday)(?:,? (?:at )?${CLOCK})?\)`;

// Trailing marks after an author: "· 3h", "• 1st", "+ Follow", "Author", "Host", "Edited", "· Mar 3", "12 Nov",
// "Yesterday", a weekday with its time ("Tue 09:12"), a date before the time ("Jun 3, 4:02 PM", "Mar. 19th, 10:12"), a date written year first ("2023-11-10"),
// a forum's chips after a comment's age ("| parent | next [–]", "· Reply"), an age in another
// language ("Sabine K. - vor 4 Std."), and a date in brackets, maybe with its time ("piersmtb (Dec 1,
// 2026 at 6:40)"), and an age whose digit 1 was read as a letter after its mark ("Neriah - Th": no
// word is a lone "Th", "lh" or "Id" after a name and a dash), or a date whose day was lost or glued
// to its month after the mark ("Nyssa - Dec", "Roshni -Dec1").
const TRAILER = new RegExp(
  String.raw`\s*(?:[·•|-]\s*)?(?:${DATE_IN_BRACKETS}|(?<=[·•|-]\s*)[lIT]\s?[mhdw]|(?<=[·•|-]\s*)(?:${MONTH})\.?\s?\d{0,2}|\d{1,2}\s?(?:s|m|min|h|hr|d|w|y)|1st|2nd|3rd\+?|\+ ?follow|follow|author|op|host|creator|moderator|mod|admin|staff|edited|top fan|top contributor|verified|just now|(?:reply|parent|next|prev|root|link|flag|hide|context|permalink|report)(?:\s*\[[–-]\])?|\d+ ?\p{L}+ ago|${AGO_ABROAD}|(?:${WEEKDAY}),? ${CLOCK}|${CLOCK}|(?:today|yesterday)(?: at ${CLOCK})?|(?:${MONTH})\w*\.? \d{1,2}(?:st|nd|rd|th)?(?:, \d{4})?,?|\d{1,2}(?:st|nd|rd|th)? (?:${MONTH})\w*\.?(?: \d{4})?,?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{4}-\d{2}-\d{2})\s*$`,
  "iu",
);
/**
 * A post's number in its thread after its writer ("Hollis_K reply #6 · 4:41 pm", "Lorraine Beck ·
 * Post #214"): a header only when what stands before it is a username or a person's name, since
 * "Dog Mom #1" and "OPEN #482" are words.
 */
const POST_NUMBER = /\s*(?:[·•|-]\s*)?(?:(?:reply|post|comment|message)\s*)?#\d{1,5}\s*$/i;

/** A day of the week (and maybe a time) closing a line: after a person's name, when they sent it. */
const WEEKDAY_TRAILER = new RegExp(String.raw`\s+(?:[·•|-]\s*)?${WEEKDAY}(?:,? ${CLOCK})?\s*$`, "i");

/** A name holds no day or month ("Sunday Roast" is a dish). */
const DAY_WORD = new RegExp(String.raw`\b(?:${WEEKDAY}|${MONTH_WORD})(?=\s|$)`, "i");
/**
 * An author that is only the date's words: "Thursday,", "Tue.", "Today". The months people are
 * named after (April, May, June, August) may still be someone.
 */
const ONLY_DATE_WORDS = new RegExp(
  String.raw`^(?:(?:${WEEKDAY}|jan|feb|mar|apr|jul|aug|sept?|oct|nov|dec|january|february|march|july|september|october|november|december|today|yesterday)[,.]?\s*)+$`,
  "i",
);
/** When a message was sent, opening what follows a name: "Wed", "Mon 10:42", "10:42 am", "3h", "Yesterday". */
const SENT_AT = new RegExp(String.raw`^(?:[·•|-]\s*)?(?:${WEEKDAY}(?:,? ${CLOCK})?|${CLOCK}|\d{1,2}\s?(?:m|min|h|hr|d|w)|yesterday|today)\s+(\S.*)$`, "i");

/** A sender, whom it went to, maybe when, then the message: "Trevor Baines to Everyone 10:11 wait". */
const ADDRESSED = new RegExp(
  String.raw`^(\S+(?: \S+){0,2}(?: \([^()]{1,20}\))?) to (?:everyone|me|all|host|hosts|you)(?: \((?:direct message|privately|dm)\))?(?:\s*[·•|-]?\s*${CLOCK})?(?:\s+(\S.*))?$`,
  "i",
);

/** A comment's age in words, ending its line, its chips after it or not ("3 hours ago | parent"). */
const AGO = /\s\d+\s+(?:second|minute|hour|day|week|month|year)s?\s+ago\b/i;
const PLAIN_USERNAME = /^\p{Ll}[\p{Ll}\p{N}]{1,29}$/u;

// It never ends on a dot or a dash: "end." alone on its line is a sentence's last word wrapped.
const USERNAME = /^(?=\S*[\d_.])(?=\S*\p{L}\S*\p{L}\S*\p{L})\p{L}[\p{L}\p{N}_.-]{1,28}[\p{L}\p{N}_]$/u;
/** A forum's username: one token with a digit, "_" or "." in it and three letters or more ("FinnsDad_Gary", "anjali.m"). */
export const isUsername = (text: string) => USERNAME.test(text);
/** One token that is a username or words run together in capitals ("RetiredRenzo", "quietNyquist"), no word of the language. */
export const isOneTokenUser = (text: string) =>
  USERNAME.test(text) || (/^(?:\p{Lu}\p{Ll}+|\p{Ll}{2,})(?:\p{Lu}\p{Ll}+)+\d*$/u.test(text) && !isListedWord(text.toLowerCase()));

/** One token that can only be someone's login: a handle, a username, or lower-case letters that are no word ("quietcompounder", "samwise"). */
export const isLoginToken = (token: string) => isHandle(token) || USERNAME.test(token) || (PLAIN_USERNAME.test(token) && !isListedWord(token));

/**
 * A username (one that is no word too: "quietcompounder"), a first name alone that is no word of
 * the language ("iy Sidsel 1d", a buyer's question on a listing), or a name of two or three
 * capitalised words, left when an avatar's glyph is dropped.
 */
const isSenderAfterGlyph = (rest: string[]) =>
  rest.length === 1
    ? isLoginToken(rest[0]) || (/^\p{Lu}\p{Ll}{2,}$/u.test(rest[0]) && !isListedWord(rest[0].toLowerCase()))
    : rest.length <= 3 && isPersonName(rest.join(" "));

/** A name, a separator, then a place of one to three capitalised words, the age already cut off. */
const PLACED = /^(.+?)\s+[·•|-]\s+(\p{Lu}[\p{L}'.-]*(?:,? \p{Lu}[\p{L}'.-]*){0,2})$/u;

/** A username, a handle, a name of two or three words, or one first name that is no word of the language ("Ayesha"). */
export const isWriterName = (text: string) => {
  const words = text.split(/\s+/);
  if (isUsername(text) || isHandle(text)) return true;
  if (words.length === 1) return /^\p{Lu}\p{Ll}{2,}$/u.test(text) && !isListedWord(text.toLowerCase());
  return isNameLike(text) && words.length <= 3;
};

/**
 * Words that head a section of a page, never a person: a possessive ("Seller's Description",
 * "Owner's Notes"), or words of the language only with a plural noun or a page's own noun among
 * them ("Known Flaws", "Recent Reviews", "Current Bid"). A person's name of two dictionary words
 * ("Rose Bell") has neither.
 */
export function isSectionHeading(text: string): boolean {
  const words = text.trim().split(/\s+/);
  // A heading is set in title case, two to four words: "Is this a reminder app" is someone's question.
  if (words.length < 2 || words.length > 4 || !words.every((w) => /^\p{Lu}/u.test(w))) return false;
  if (words.some((w) => /^\p{L}+['’]s$/u.test(w))) return true;
  const lower = words.map((w) => w.toLowerCase());
  const plural = (w: string) => w.length >= 4 && /[^s]s$/.test(w) && isListedWord(w.slice(0, -1));
  return words.length >= 2 && lower.every((w) => isListedWord(w)) && lower.some((w) => plural(w) || PAGE_NOUNS.has(w));
}
/** A forum member's rank under their name ("Active Member", "Senior Moderator", "Well-known member"): the app's, never a name. */
export const isForumRank = (text: string) =>
  /^(?:[\p{L}-]+\s){0,2}(?:member|moderator|mod|admin|administrator|poster|contributor|newbie|veteran|guru|lifer|legend)$/iu.test(text.trim());

/** What a page heads its sections with, never a surname: "Current Bid", "Seller Description", "Item Condition". */
export const PAGE_NOUNS = new Set(
  "bid bids price description details condition shipping delivery location overview summary highlights equipment history response specs features notes flaws questions answers".split(
    " ",
  ),
);

/** One word at least that is no word of the language ("Maribel", "Prudence K."; not "Great Food"). */
const hasNameWord = (text: string) => text.split(/\s+/).some((w) => !isListedWord(w.replace(/\.$/, "")));

/** What an app heads an entry with before its date ("Update · 2 days ago", "Pinned · 3h"): a label, never a person. */
const APP_LABEL =
  /^(?:updates?|edit(?:ed)?|notes?|notice|announcements?|pinned|reply|replies|comments?|posts?|story|news|alert|reminder|event|poll|answer|question|summary|review|recap)$/i;

/** One word of the language that says what was done before its date ("Reviewed 16 November 2026", "Posted 3h", "Updated"): an action, never a name. */
const isDoneWord = (tokens: readonly string[]) => tokens.length === 1 && /^\p{L}{3,}ed$/u.test(tokens[0]) && isListedWord(tokens[0].toLowerCase());

/** A line without the avatar read as a letter or a sign before the name beside it: "a Hilda", "Q Online", "@ Nkem". */
export const dropAvatarGlyph = (text: string) => text.trim().replace(/^(?:\S|[^\p{L}\s]+)\s+(?=\p{Lu})/u, "");
/** A line without the avatar read as one or two signs before a login alone beside it: "a celeste.holcombe", "5y lidia.pinto". */
export const dropGlyphBeforeLogin = (text: string) => text.trim().replace(/^\S{1,2}\s+(?=\S+$)/u, "");

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
/** Whether a handle spells a given name ("@devon_ships_it" and "Devon", "@baptiste_o" and "Baptiste"), accents aside. */
export const spellsName = (handle: string, given: string) => fold(given).length >= 3 && fold(handle).includes(fold(given));

/**
 * Reads "benji.k who let you cook", "Luis @luis_eats · 1h", "cactus_carl · 3h", "Chloé Martin • 1st":
 * who speaks, and what they say on the same line. Undefined when the line does not start with one.
 */
export function readAuthorLine(line: string): AuthorLine | undefined {
  const text = line.replace(SCORE_AFTER_AGE, "$1");
  const untrailed = text.trim().replace(TRAILER, "").trim();
  if (!POST_NUMBER.test(untrailed)) {
    const read = readUnnumbered(text);
    // A date is no one: "Thursday, 3 December 2026 · 9:02 PM" over a post dates it.
    return read && !ONLY_DATE_WORDS.test(read.author) ? read : undefined;
  }
  const read = readUnnumbered(untrailed.replace(POST_NUMBER, ""), true);
  return read && read.rest === "" && isNumberedWriter(read.author) ? read : undefined;
}

/**
 * A comment's score or its link's site after its age, as a thread's row prints them
 * ("Kuba_fixes_things · 8h · 389", "Lukasz_grows · 10h · 1.7k", "plot_14b · 11h · i.redd.it"):
 * the app's, like the age before it. Only right after an age: "Room 4 - 12" is no row.
 */
const SCORE_AFTER_AGE = new RegExp(String.raw`(\s*[·•|-]\s*${SHORT_AGE})\s*[·•|-]\s*(?:\d[\d.,]*k?|(?:[a-z0-9-]+\.)+(?:it|com|io|org|net))\s*$`, "i");

/** Who may stand before a post's number: a username, a handle, a person's name, or a lower-case login that is no word ("quietmarrow"). */
const isNumberedWriter = (author: string) =>
  isOneTokenUser(author) || isPersonName(author) || isHandle(author) || (PLAIN_USERNAME.test(author) && !isListedWord(author));

function readUnnumbered(text: string, trailedAlready = false): AuthorLine | undefined {
  // A meeting's chat says whom a message went to: "Trevor Baines to Everyone 10:11 wait".
  const addressed = ADDRESSED.exec(text.trim());
  // A role after the name ("Deborah Quinn (Host)") is no part of it.
  const sender = addressed?.[1].replace(/\s*\([^()]{1,20}\)$/u, "");
  if (addressed && sender && (isPersonName(sender) || USERNAME.test(sender))) return { author: addressed[1], rest: addressed[2] ?? "" };
  let head = text.trim();
  let trailed = trailedAlready;
  for (let i = 0; i < 6 && TRAILER.test(head); i++) {
    head = head.replace(TRAILER, "").trim();
    trailed = true;
  }
  // A separator OCR glued to the handle before the date: "@leafontaine_- Mar 3".
  const tokens = head
    .split(/\s+/)
    .map((t) => (/^@/.test(t) ? t.replace(/[-·•]+$/, "") : t))
    .filter(Boolean);
  if (tokens.length === 0) return undefined;
  // Skip a stray avatar glyph OCR read before the name ("[eo] r/houseplants", "© cactus_carl").
  while (tokens.length > 1 && !/[\p{L}\p{N}]{2}/u.test(tokens[0])) tokens.shift();
  // …or as two letters that are no word, before a username or a name and its date ("cy lukas.m
  // Jan 15", "cy Wren Hadley 22:40").
  if (trailed && tokens.length >= 2 && tokens[0].length <= 2 && !isListedWord(tokens[0]) && isSenderAfterGlyph(tokens.slice(1))) tokens.shift();
  const handleAt = tokens.findIndex((t) => isHandle(t));
  if (handleAt === 0 || (handleAt > 0 && handleAt <= 3 && isNameLike(tokens.slice(0, handleAt).join(" ")))) {
    return { author: tokens.slice(0, handleAt + 1).join(" "), rest: tokens.slice(handleAt + 1).join(" ") };
  }
  // A writer, then where they write from, before the age: "Maribel - Vermont - 5 days ago",
  // "Prudence K. · Leeds · 4 days ago". The place is the app's; the name before it speaks.
  const placed = trailed ? PLACED.exec(tokens.join(" ")) : null;
  if (placed && isWriterName(placed[1]) && !APP_LABEL.test(placed[1]) && hasNameWord(placed[1])) return { author: placed[1], rest: "" };
  if (trailed && isNameLike(tokens.join(" ")) && !isTimestamp(head) && !APP_LABEL.test(tokens.join(" ")) && !isDoneWord(tokens))
    return { author: tokens.join(" "), rest: "" };
  // A person's name, when they sent it, and what they sent, read as one line ("Marta Kowalski Mon
  // 10:42 are we still on"): the name speaks, the rest is said; the time is neither.
  for (const k of [2, 3]) {
    const name = tokens.slice(0, k).join(" ");
    const sent = SENT_AT.exec(tokens.slice(k).join(" "));
    // What follows must be someone's words, not the app's buttons, counts or metadata after the time ("2h Like Reply").
    const said = sent?.[1] ?? "";
    if (sent && isPersonName(name) && !DAY_WORD.test(name) && /\p{L}{2}/u.test(said) && classifyByText(said) === undefined) return { author: name, rest: said };
  }
  // A person's name or a forum's username dated by a weekday alone ("Marta Kowalski Wed",
  // "RetiredRenzo Sat", "Hollyhock3 Sat"); "Gym Mon Wed Fri" is no one's.
  const dated = head.replace(WEEKDAY_TRAILER, "");
  if (dated !== head && (isPersonName(dated) || isOneTokenUser(dated)) && !DAY_WORD.test(dated)) return { author: dated, rest: "" };
  // A forum's username before a comment's age: one token that no word is, a digit, "_" or "." in it ("throwaway991 5 hours ago").
  if (trailed && tokens.length === 1 && USERNAME.test(tokens[0]) && !isTimestamp(head)) return { author: tokens[0], rest: "" };
  // A plain one: a token that is no word, then how long ago or when ("tptacek 3 hours ago",
  // "anjalidesigns 4:09 PM"). "Posted 3 hours ago" is a word's.
  if ((AGO.test(text) || trailed) && tokens.length === 1 && PLAIN_USERNAME.test(tokens[0]) && !isListedWord(tokens[0])) return { author: tokens[0], rest: "" };
  return undefined;
}

/**
 * A post's author line and nothing else: a name and handle, or a name with the post's age or date
 * ("CW.) NFT Nate @nate_wagmi- 4h", "Léa Fontaine & @leafontaine_- Mar 3"). It names the author;
 * it is not their bio. A bio line with a handle in it but no age ("PM @stripe") is not one.
 */
export function isAuthorHeader(text: string): boolean {
  const read = readAuthorLine(text);
  return read !== undefined && read.rest === "" && (TRAILER.test(text.trim()) || WEEKDAY_TRAILER.test(text.trim()));
}

/**
 * An author as the person goes by it, without the day the app printed after it: a chat or thread
 * that shows "Tomas Iglesias Mon" over a message gives the message to "Tomas Iglesias" (said as
 * "Colin Pryce Fri's" otherwise, judged false blind). A name that is only a day stays as read.
 */
export function bareAuthor(author: string): string {
  const dated = author.replace(WEEKDAY_TRAILER, "");
  return dated !== author && (isPersonName(dated) || isOneTokenUser(dated)) && !DAY_WORD.test(dated) ? dated : author;
}

/** The handle in an author ("Luis @luis_eats" → "@luis_eats"), else the whole author, for comparing. */
export const authorKey = (author: string) => {
  const handle = author.split(/\s+/).find((t) => isHandle(t));
  return (handle ?? author).toLowerCase().replace(/^@|^u\//, "");
};

/** A name after "by" in a post's meta line: one handle or word-like token, or a first and last name. */
const BYLINE = /(?:^|\s)by\s+(@?[\p{L}\p{N}_./-]{2,30}(?:\s+\p{Lu}[\p{Ll}'-]+)?)(?=\s|$)/u;
/** What, besides its age, makes a line the post's meta line: its points, comments, replies, reading time, or the thread's page ("Started by x · Page 14"). */
const META_COUNTS = /\b\d+\s+(?:points?|comments?|replies|reply|messages?|upvotes?|min read|minute read)\b|\bpage \d+(?: of \d+)?\s*$/i;

/**
 * The post's author as its meta line names them: "312 points by kvolkov 7 hours ago | 241
 * comments", "Posted by u/kale_king · 5h", "by Dana Whitaker · 6 min read". A caption's "made by
 * hand" has no points, comments, reading time or age beside it, and a word ("by the lake") is no name.
 */
export function readByline(text: string): string | undefined {
  if (!META_COUNTS.test(text) && !AGO.test(text) && !AGE_TRAILER.test(text)) return undefined;
  const name = BYLINE.exec(text)?.[1];
  if (!name) return undefined;
  const first = name.split(/\s+/)[0].replace(/^@|^u\//, "");
  if (/^\p{Ll}+$/u.test(first) && isListedWord(first)) return undefined;
  return name;
}

// "· 2h", "- 3d", "• 5 hours ago" closing a line: when it was posted; "· 2h late", how long after
// the app asked for it (a post made on the app's prompt).
const AGE_TRAILER = new RegExp(String.raw`\s[·•-]\s*(?:${SHORT_AGE}|\d+ \w+ ago|just now)(?:\s+late)?\s*$`, "i");

/**
 * "r/Cooking · 2h", "KX rICooking - 2h", "Posted by u/x · 5h": a few words then the post's age.
 * The words are whoever posted it or where (a community, a group), never what they said.
 */
export function isPostedLine(line: string): boolean {
  const text = line.replace(SCORE_AFTER_AGE, "$1");
  if (!AGE_TRAILER.test(text)) return false;
  return text.replace(AGE_TRAILER, "").trim().split(/\s+/).filter(Boolean).length <= 4;
}

/**
 * Two or three capitalised words, one at least off the English word list ("Priya Nair", "Dana
 * Whitaker"): a name. A bio in title case is made of words ("Coffee Lover", "Wanderlust Soul").
 */
export function isPersonName(text: string): boolean {
  const words = text.split(/\s+/);
  return words.length >= 2 && words.length <= 3 && isNameLike(text) && words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w)) && words.some((w) => !isListedWord(w));
}
