import type { LineRole } from "../../../types";
import type { Detail } from "../details/detail";
import { isStoryLine } from "../details/thin-material";
import { isTitleCase } from "../details/line-form";
import type { DetailKind } from "./room-types";

/**
 * What a joke naming a second detail ({ctx}) says about it, and so which second details it may
 * name: "'X', and then 'Y' undoes it" is true only when Y turns against X; "the company's
 * assets so far: {ctx}" only of a small count. A trope with a {ctx} joke declares one (its
 * `pair`); without one its {ctx} jokes are never used (jokes.test.ts checks every trope).
 */
export interface PairRule {
  /** The kinds of second detail the jokes are written for ("quote", "count", "object" …). */
  kinds: DetailKind[];
  /** For a quote: the roles it may have (the person's own lines by default). */
  roles?: LineRole[];
  /** For a count or an object: its label ("followers", "dog"). */
  labels?: string[];
  /** For a count: at most this value (a "so far" joke is about a small one). */
  max?: number;
  /** The jokes say the second undoes or contradicts the first: it must turn against it. */
  turns?: boolean;
  /**
   * The jokes set the second against another person's words as the person's own ("You: …"): only
   * a line with a story in it (thin-material.ts) and not a title (a product's or a post's name),
   * which the reader gives to the person more surely than a title, a label or a header, and which
   * is better material beside a reply.
   */
  story?: boolean;
}

/** The person's own lines a joke may set against another: never a name, a prompt, an app field or a label. */
const OWN_LINES: readonly LineRole[] = ["bio", "headline", "answer", "caption", "comment", "chat_message", "sticker", "other"];

// Lines that are the app's or a form's, whoever the reader said wrote them: a time, a date, a
// price, a handle, a link, a bare number or a label of one or two capitalised words.
const TIME = /^\s*(?:\d{1,2}[:.]\d{2}\s*(?:am|pm)?|\d+\s*(?:s|m|h|d|w|y|min|mins|hr|hrs)|yesterday|today|just now)\b/i;
const DATE =
  /\b(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b|\b\d+\s*(?:minutes?|hours?|days?|weeks?|months?|years?) ago\b/i;
const PRICE = /[$£€¥₹]\s?\d|\d\s?(?:usd|eur|gbp|dollars|euros|pounds)\b/i;
const HANDLE_OR_LINK = /(?:^|\s)@[\w.]+|https?:\/\/|www\.|\.(?:com|net|org|io|co)\b/i;

/** A line of the person's a joke can quote as something they said: whole words, not a time, a price, a handle or a label. */
export function isMaterialLine(detail: Detail): boolean {
  if (detail.kind !== "quote") return false;
  const text = detail.text.trim();
  const words = text.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
  if (words.length < 2) return false;
  if (TIME.test(text) || DATE.test(text) || PRICE.test(text) || HANDLE_OR_LINK.test(text)) return false;
  // A label ("Product Hunt", "Conference Room B"): every word capitalised and no verb-like lower-case word.
  const lower = words.filter((w) => /^\p{Ll}/u.test(w));
  return lower.length > 0 || words.length >= 4;
}

// How a line turns against the one before it: it opens on a turn ("but", "update:", "it died"),
// or it says no where the first did not.
const TURN_OPENER =
  /^\W*(?:but|except|although|though|however|actually|update|edit|turns out|until|plot twist|spoiler|reality|it (?:died|broke|failed|did not|didn'?t)|narrator)\b/i;
// …or it ends on how things went instead: "They went with Comic Sans in the end", "so I bought one anyway".
const TURN_CLOSER = /\b(?:in the end|instead|anyway|after all that)[.!…]*$/i;
// A habit is no turn: "I always get things done in the end" says the same as the line before it.
const HABIT = /\b(?:always|usually|eventually|every time|never)\b/i;
const NEGATION = /\b(?:not|no|never|nobody|nothing|none|zero|no longer|cannot|\w+n['’]t|dont|cant|wont|didnt|isnt|doesnt|wasnt)\b/i;

/**
 * Whether `second` comes after `first`: lower on the screen, or later in the one quote both were
 * cut from (`whole`: the person's quotes as read, whose order on one box is the order written).
 */
function comesAfter(first: Detail, second: Detail, whole: readonly string[]): boolean {
  if (second.box.y !== first.box.y) return second.box.y > first.box.y;
  const quote = whole.find((q) => q.includes(first.text) && q.includes(second.text));
  return quote !== undefined && quote.indexOf(second.text) > quote.indexOf(first.text);
}

// Words too common to make two lines about the same thing.
const FUNCTION_WORDS = new Set(
  "the a an and or but of to in on at for with from by as is are was were be been it its this that these those i me my we our you your he she they them their his her not no so just very really all any some".split(
    " ",
  ),
);
const contentWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}']+/u)
      .map((w) => w.replace(/'s$|s$/, ""))
      .filter((w) => w.length >= 3 && !FUNCTION_WORDS.has(w)),
  );

/**
 * Whether `second` denies what `first` said: a word of the first that comes after the second's
 * "no" ("I said they were for a party" ... "There is no party"). A "no" before the shared word
 * speaks of something else ("Slip dress, NWT" ... "NWT, never worn": the same claim, said twice).
 */
function deniesIt(first: Detail, second: Detail): boolean {
  const at = NEGATION.exec(second.text);
  if (!at) return false;
  const mine = contentWords(first.text);
  return [...contentWords(second.text.slice(at.index + at[0].length))].some((w) => mine.has(w));
}

/**
 * Whether `second` undoes `first`: a turn, or a denial of what the person wrote before it. A
 * later line that merely says no ("Please do not ring the bell" below "Order placed") denies
 * nothing above it: a denial must speak of the same thing ("I said they were for a party",
 * then "There is no party").
 */
export function turnsAgainst(first: Detail, second: Detail, whole: readonly string[] = []): boolean {
  if (!isMaterialLine(first) || !isMaterialLine(second) || !comesAfter(first, second, whole)) return false;
  return (
    TURN_OPENER.test(second.text) || (TURN_CLOSER.test(second.text) && !HABIT.test(second.text)) || (!NEGATION.test(first.text) && deniesIt(first, second))
  );
}

/** Whether a joke with this pair rule may name `second` beside `first`. */
export function pairHolds(rule: PairRule | undefined, first: Detail, second: Detail, whole: readonly string[] = []): boolean {
  if (!rule || second.text === first.text || !rule.kinds.includes(second.kind)) return false;
  if (Boolean(second.unowned) !== Boolean(first.unowned)) return false;
  // Another person's words are only ever said as theirs, by a joke about them: never a second line.
  if (second.by) return false;
  // Nor is a line of a game of lies: beside another it would be said as true.
  if (second.game || first.game) return false;
  if (second.kind === "quote") {
    if (!isMaterialLine(second) || !(second.role && (rule.roles ?? OWN_LINES).includes(second.role))) return false;
    if (rule.turns && !turnsAgainst(first, second, whole)) return false;
    if (rule.story && (!isStoryLine(second) || isTitleCase(second.text))) return false;
  } else if (rule.turns || rule.story) return false;
  if (rule.labels && !(second.label && rule.labels.includes(second.label))) return false;
  if (rule.max !== undefined && !(second.value !== undefined && second.value <= rule.max)) return false;
  return true;
}
