import type { LineRole } from "../../types";
import { CLOCK, MONTH, MONTH_WORD, WEEKDAY } from "./date-words";
import { dropLeadingStray, hasInterfaceTraits } from "./interface-traits";
import { isMetaLine, PERSONAL } from "./meta-lines";
import { isAppSentence } from "./app-sentences";
import { isSectionHeading } from "./section-headings";
import { findCountLabel, parseCount } from "./parse-counts";
import { BUTTON_WORDS, DATING_PROMPTS, NAVIGATION_WORDS, SECTION_WORDS, STORY_REPLY_BARS, UI_PATTERNS } from "./screen-phrases";

const phrases = (list: string[]) =>
  new RegExp(
    `(?:^|\\s)(?:${[...list]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|")})(?=\\s|$)`,
    "gi",
  );
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const BUTTONS = phrases(BUTTON_WORDS);
const NAVIGATION = phrases([...NAVIGATION_WORDS, ...BUTTON_WORDS]);
const SECTION = new Set(SECTION_WORDS);
const UI = new RegExp(`^(?:${UI_PATTERNS.join("|")})$`, "i");
const PROMPT = new RegExp(`^(?:${DATING_PROMPTS.map(escapeRegExp).join("|")})\\b`, "i");

const TIMESTAMP = new RegExp(
  [
    String.raw`^[·•-]?\s*\d{1,2}\s?(s|m|min|mins|h|hr|hrs|d|w|y|mo)\b\.?(\s*[·•-].*)?$`,
    String.raw`^\d+ (second|minute|hour|day|week|month|year)s? ago$`,
    // "Today", "Yesterday at 9:12 PM", "Today, Thu Dec 3", "Yesterday · Leeds", "Today's goals": never
    // a sentence that opens on the word ("Today one sheep was lying down and he went home without me").
    String.raw`^(yesterday|today)(,?\s*(at\s+)?\d{1,2}[:.]\d{2}(\s?[ap](\.?\s?m\.?)?)?|,?\s+(${WEEKDAY},?\s+)?(${MONTH_WORD})\.?\s+\d{1,2}(st|nd|rd|th)?|,?\s+\d{1,2}\s+(${MONTH_WORD})\.?|\s+only|['’]s(\s+[a-z\d]+){1,2})?(\s*[·•|–—-]\s*.{0,40})?$`,
    // Today and yesterday in the reader's other languages, with their time or alone ("Aujourd'hui 15:22",
    // "Gestern"); French "hier" only with a time, since German and Dutch "hier" is "here".
    String.raw`^(aujourd'hui|hier|heute|gestern|hoy|ayer|hoje|ontem|oggi|ieri|vandaag|gisteren|dzisiaj|wczoraj|bugün|dün),?( à| um| a las| às| alle| om| o)? \d{1,2}[:.h]\d{2}$`,
    String.raw`^(aujourd'hui|heute|gestern|hoy|ayer|hoje|ontem|oggi|ieri|vandaag|gisteren|dzisiaj|wczoraj|bugün|dün)$`,
    "^just now$",
    // A clock, and whatever the app puts after it; never a sentence that opens on the time it tells
    // ("3:40, and the car park was already half full", an answer under "what time did you set off?").
    String.raw`^\d{1,2}:\d{2}\s?(am|pm)?\b(?!,\s*[a-z']+\s+[a-z']+\s+[a-z']+).*$`,
    `^(${MONTH})\\w* \\d{1,2}(, \\d{4})?$`,
    String.raw`^\d{1,2}d\s*[·•]?\s*\S?$`,
    String.raw`^(mon|tue|wed|thu|fri|sat|sun)\w*( \d{1,2}:\d{2}.*)?$`,
  ].join("|"),
  "i",
);
// A header that ends in its age ("to All Staff - 2 hours ago", "Maya · 3h"): the app's, not
// anyone's words. Read on the line as written: matching drops the "·".
const HEADER_AGE = /^.{1,40}\s[·•|–—-]\s\d{1,2}\s?(?:(?:s|m|min|mins|h|hr|hrs|d|w|y|mo)\b\.?|(?:second|minute|hour|day|week|month|year)s? ago)$/i;
// A fediverse account names its server too: "@tirza@bookwyrm.social".
const HANDLE = /^(?:@[\p{L}\p{N}._]{2,30}(?:@[a-z0-9-]+(?:\.[a-z0-9-]+)+)?|u\/[\w-]{2,30}|[a-z0-9_]+[._][a-z0-9._]+)$/u;
const DETAIL =
  /\b(?:miles?|km|kilometers?) away\b|^(?:lives in|works at|studied at|went to|from|born in|based in)\b|^\d'\s?\d{1,2}"?$|^(?:1[89]|[2-9]\d)$|\bjoined (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{4}\b/iu;
// "Austin, Texas", "Madrid, Community of Madrid, Spain": capitalised places, so case matters here
// ("Professional overthinker, amateur dancer" is a bio, not a place).
const PLACE = /^\p{Lu}[\p{L}'-]*(?: [\p{L}'-]+){0,2}, \p{Lu}[\p{L}'-]*(?: [\p{L}'-]+){0,2}(?:, \p{Lu}[\p{L}'-]*(?: [\p{L}'-]+){0,2})?(?: [·-] .*)?$/u;

/** A title in title case (small words allowed) and "by" a maker. */
const CREDIT = /^([\p{Lu}\p{N}][\p{L}\p{N}'’&:.-]*(?:\s+(?:[\p{Lu}\p{N}][\p{L}\p{N}'’&:.-]*|a|an|the|of|and|in|on|for|to|at|with)){1,8})\s+by\s+(.{2,40})$/u;

/** Lower case, OCR's "1"/"|" for a leading "I" put right, so phrase lists match what was read. */
export const normalizeForMatch = (text: string) =>
  text
    .toLowerCase()
    .replace(/^[1|l!]\s/, "i ")
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}'@#/&+:,. -]/gu, "")
    .replace(/\s+/g, " ")
    .trim();

export const isTimestamp = (text: string) => TIMESTAMP.test(normalizeForMatch(withoutStars(text))) || HEADER_AGE.test(text.trim()) || isDateLine(text);

/**
 * A row of stars as OCR reads it ("Xk", "Ah K Kk", "K", "KKK" before a review's age or date):
 * letters of one or two (three with no vowel), one token of two or more with no vowel, or none
 * with one. A name's short words have one ("Jo", "Ed Li"), and so do words ("km and a 2:50 …").
 */
export const isStarRow = (text: string) => {
  const tokens = text.trim().split(/\s+/);
  const vowelless = (t: string) => !/[aeiouy]/i.test(t);
  return (
    tokens.every((t) => /^\p{L}{1,2}$/u.test(t) || (/^\p{L}{3}$/u.test(t) && vowelless(t))) &&
    (tokens.some((t) => t.length >= 2 && vowelless(t)) || tokens.every(vowelless))
  );
};

/**
 * A line from its first number on, when what stands before it is a row of stars: "K 3 weeks ago"
 * is a review's age. On held-out v39's Zoover review the stars and the age were read as the
 * review's first words, and the review's title went with them.
 */
function withoutStars(text: string): string {
  const at = text.search(/\d/);
  return at > 0 && isStarRow(text.slice(0, at)) ? text.slice(at) : text;
}

// A date's parts, each a word of its own: a weekday, a month, a clock, "PM", a day or year, "at".
const DATE_PART = new RegExp(String.raw`^(?:${WEEKDAY}|(?:${MONTH_WORD})\.?|${CLOCK}|\d{1,2}[ap]m|[ap]\.?m\.?|\d{1,4}(?:st|nd|rd|th)?|at|on)$`, "i");
const NAMED_DATE_PART = new RegExp(String.raw`^(?:${WEEKDAY}|(?:${MONTH_WORD})\.?|${CLOCK}|\d{1,2}[ap]m)$`, "i");
// A time zone as apps print it, in capitals: "GMT", "UTC+1", "EST", "CEST", "AEDT".
const TIME_ZONE = /^(?:UTC|GMT|[A-Z]{1,3}[SD]?T)(?:[+-]\d{1,2})?$/;

/** A date in figures alone, day and month either way round, the year whole: "27-11-2026", "11/27/2026", "2026-11-27". */
const NUMERIC_DATE = /^(?:(?:[0-3]?\d)[-/.](?:[0-3]?\d)[-/.](?:19|20)\d{2}|(?:19|20)\d{2}[-/.][01]?\d[-/.][0-3]?\d)$/;

/**
 * A line that is a date and nothing else, however an app prints it: "THU, NOV 12 - 7:00 PM GMT",
 * "Saturday 14 June at 8pm", "Mar 3 · 2026". Every part a date's, one of them a weekday, a month or
 * a clock (numbers alone are a count's or a code's).
 */
export function isDateLine(text: string): boolean {
  if (NUMERIC_DATE.test(text.trim())) return true;
  const parts = text
    .trim()
    .split(/[\s,·•|–—-]+/u)
    .filter(Boolean);
  return parts.length >= 2 && parts.every((p) => DATE_PART.test(p) || TIME_ZONE.test(p)) && parts.some((p) => NAMED_DATE_PART.test(p));
}
export const isHandle = (text: string) => HANDLE.test(text.trim());
export const isPrompt = (text: string) => PROMPT.test(normalizeForMatch(text));
export const isDetail = (text: string) => DETAIL.test(text.trim()) || PLACE.test(text.trim());

// Labels of a post's counts ("312 Reposts 41 Quotes"): not profile counts, but not words either.
const REACTION_LABELS = /^(reposts?|quotes?|comments?|shares?|replies|reply|reactions?|retweets?|saves?|bookmarks?)$/i;

/** Every word of the line is a count or a count label ("1,203 12.4K 891", "500+ connections"). */
export function isCountLine(text: string): boolean {
  const words = text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+]+$/gu, ""))
    .filter((w) => w !== "");
  const counts = words.filter((w) => parseCount(w) !== undefined || findCountLabel(w) !== undefined || REACTION_LABELS.test(w));
  if (words.length >= 2 && words.every((w) => findCountLabel(w) !== undefined)) return true;
  return counts.some((w) => parseCount(w) !== undefined) && counts.length >= words.length - (words.length >= 4 ? 1 : 0);
}

/** Letters only, lower case: what is left of a phrase when OCR drops or merges its spaces. */
export const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, "");

/**
 * The story reply bar phrase a line reads as, allowing one OCR slip per eight letters and lost
 * spaces ("(sens message" is "send message", "Sendachat" is "send a chat"); a phrase under eight
 * letters would have to match exactly.
 */
export function findReplyBar(text: string): string | undefined {
  // A stray glyph OCR read from the bar's icon or rounded edge: "(sens", "©".
  const letters = squash(text.replace(/^\S{1,2}\s+(?=\p{L}{3})/u, "").replace(/^[^\p{L}]+/u, ""));
  if (letters.length < 5 || letters.length > 20) return undefined;
  return STORY_REPLY_BARS.find((phrase) => {
    const want = squash(phrase);
    return editDistance(letters, want) <= Math.floor(want.length / 8);
  });
}

/** Levenshtein distance: insertions, deletions and substitutions each cost one. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** A tab or a section with its count in brackets, maybe a sort after it: "Seller rating (212)", "Recipe Notes (1,128) Most helpful". */
const TAB_WITH_COUNT = /^\p{Lu}[\p{L}'&-]*(?: [\p{L}'&-]+){0,3} \(\d[\d,.]*[kKmM+]?\)(?: \p{Lu}[\p{L}'-]*(?: [\p{L}'-]+){0,2})?$/u;

/** What a line's words alone say it is, whatever the layout: interface text, counts, handles… */
export function classifyByText(text: string): LineRole | undefined {
  const norm = normalizeForMatch(text);
  if (norm === "") return "other";
  // One word in lower case and a full stop is a sentence's end wrapped onto its own line ("… for the very first" / "time."): an app's label has no full stop.
  if (/^\p{Ll}+[.!?]$/u.test(text.trim())) return undefined;
  // So is a year alone with a full stop ("… put it in as a gatepost in" / "1987."): a count or a
  // date the app shows has no full stop after it.
  if (/^(?:1[89]|20)\d{2}[.!?]$/u.test(text.trim())) return undefined;
  // An icon before app text reads as a stray digit or mark: "♫ original sound" as "51 original sound".
  if (UI.test(norm) || UI.test(norm.replace(/^[^\p{L}\s]\S?\s+(?=\p{L})/u, "")) || UI.test(dropLeadingStray(norm))) return "ui";
  if (hasInterfaceTraits(norm) || hasInterfaceTraits(dropLeadingStray(norm))) return "ui";
  // A reviewer's or member's line: their name, then their counts ("Pieter de Wit 1,042 ratings");
  // a button before a count ("Reply - 312 likes") is a count line, read below.
  const named = /^(.{2,40}?)\s+[·•|-]?\s*(\d.*)$/u.exec(text.trim());
  if (named && isNameLike(named[1]) && classifyByText(named[1]) === undefined && hasInterfaceTraits(normalizeForMatch(named[2]))) return "ui";
  if (findReplyBar(text)) return "ui";
  // A course's or an item's code, alone or before its title: "PHIL 210", "CS 101 - Intro to Programming".
  if (/^\p{Lu}{2,5}\s?\d{3,4}\p{Lu}?(?:\s+[-–:·|]\s+.{2,60})?$/u.test(text.trim())) return "ui";
  // A tab or a section with its count in brackets is the app's; a person's "My kids (3)" says whose.
  if (TAB_WITH_COUNT.test(text.trim()) && !PERSONAL.test(text.toLowerCase())) return "ui";
  // A work and its maker, as a catalogue names them ("Atomic Habits by James Clear", "Hazy Little
  // Thing IPA by Sierra Nevada"): the title of the thing read, drunk or played, not anyone's words here.
  const credit = CREDIT.exec(text.trim());
  if (credit && isNameLike(credit[2]) && credit[1].split(/\s+/).filter((w) => /^[\p{Lu}\p{N}]/u.test(w)).length >= 2) return "ui";
  // A feed's story of what someone did, a track with its version: the app's sentences (app-sentences.ts).
  if (isAppSentence(text)) return "ui";
  // A heading starts with a capital; a lower-case word alone is the end of a wrapped sentence ("… not be taking" / "questions").
  if (SECTION.has(norm) || (isSectionHeading(norm) && /^[^\p{L}]*\p{Lu}/u.test(text))) return "section_label";
  if (isTimestamp(text)) return "timestamp";
  // A review's tenure, a badge, a price with the shop's words, a stream's viewers: about the words, never them.
  if (isMetaLine(text)) return "ui";
  if (isVerdictRow(text)) return "ui";
  if (isPrompt(text) && norm.split(" ").length <= 12 && !/[.!?]$/.test(norm)) return "prompt";
  if (norm.replace(BUTTONS, "").replace(/[\s|·•+,-]/g, "") === "") return "button";
  if (norm.replace(NAVIGATION, "").replace(/[\s|·•+,-]/g, "") === "") return "navigation";
  if (isCountLine(text)) return "count";
  if (/^(?:#(?=[\p{N}_]*\p{L})[\p{L}\p{N}_]+\s*)+$/u.test(text)) return "hashtag";
  if (isHandle(text)) return "handle";
  if (isDetail(text)) return "detail";
  return undefined;
}

/** A score's word, as booking and review sites print it, maybe after the score ("8.6 Excellent", "Very good"). */
const VERDICT =
  /^(?:\d{1,2}(?:[.,\s]\d)?\s*(?:\/\s*10)?\s+)?(?:exceptional|superb|fabulous|wonderful|excellent|very good|good|pleasant|fair|okay|average|poor|bad|terrible|great|amazing|outstanding)$/i;

/**
 * A row of the app's summary whose every part is the app's: a score's word beside the counts
 * ("Very good - 2,316 verified reviews", "8 6 Excellent · 1,204 reviews"). Said by no one.
 */
export function isVerdictRow(text: string): boolean {
  const parts = text.trim().split(/\s+[·•|–—-]\s+/);
  if (parts.length < 2 || !parts.some((p) => VERDICT.test(p))) return false;
  return parts.every((p) => VERDICT.test(p) || ["ui", "count"].includes(classifyByText(p) ?? ""));
}

/** The phone's status bar: the top few percent of a portrait screenshot, or a clock read there. */
export function isStatusBar(text: string, box: { y: number; h: number }, height: number, portrait: boolean): boolean {
  if (!portrait) return false;
  const centre = box.y + box.h / 2;
  if (centre < height * 0.035) return true;
  return centre < height * 0.05 && /^\d{1,2}[:.]\d{2}\b/.test(text.trim());
}

/** A name: one to four capitalised words (any script), maybe with an age, no sentence punctuation. */
export function isNameLike(text: string): boolean {
  // A count in brackets after a word heads a section ("Questions (2)", "Reviews (14)"): no one's name.
  if (/\(\s*\d[\d,.]*\s*\)\s*$/u.test(text)) return false;
  // An icon read as a letter before its count ("O87 D114": a heart's 87, a bubble's 14): a row of counts.
  if (text.split(/\s+/).some((w) => /^\p{L}\d+$/u.test(w))) return false;
  // A qualifier in brackets after a name says who they are in this group: "Irina (Flat 2)", "Sam (admin)".
  const bare = text
    .replace(/^(.*\S)\s+\([^()]{1,20}\)$/u, "$1")
    .replace(/[^\p{L}\p{N}' .,-]/gu, "")
    .trim();
  // A name may end on an initial ("Priyanka J.", "Tom H."), as apps that shorten surnames show it; a sentence's end is no name.
  if (bare.length < 2 || bare.length > 40 || (/[.!?]$/.test(bare) && !/\s\p{Lu}\.$/u.test(bare))) return false;
  const words = bare.split(/\s+/);
  // A section's heading names its subject the way a name would: "About Nigel", "Meet the Host", "Hosted by Ana".
  if (words.length >= 2 && SECTION_OPENER.test(bare)) return false;
  return words.length <= 4 && words.every((w) => /^\p{Lu}/u.test(w) || /^\d{2}$/.test(w) || /^(de|da|van|von|la|le|del)$/.test(w));
}

/** The first word of a page's section heading, never of a person's name. */
const SECTION_OPENER = /^(?:about|meet|hosted|sold|posted|reviews?|comments?|replies|photos|posts|more)\s/i;
