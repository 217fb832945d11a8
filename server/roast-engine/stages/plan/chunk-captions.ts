import type { TimedWord } from "../../types";
import { cleanCaptionWord } from "./caption-text";

/** Bold DejaVu Sans advances about this many ems per character (capitals and wide letters included). */
export const CHAR_EM = 0.68;
/** The biggest a word grows while it pops, in any caption style: the punchline's (see stages/render/caption-looks.ts). */
export const LARGEST_POP = 1.45;
/** A spoken word pops to this size; a spoken punchline word settles at PUNCH_SCALE. */
export const POP_SCALE = 1.22;
export const PUNCH_SCALE = 1.18;

/**
 * Words that lean on the next one: a caption ending on one ("need a", "out of the") reads as
 * nothing until the next group arrives.
 */
const LEANS_ON_NEXT = new Set(
  "a an the to of in on at by for with from into onto about and but or nor so if than as my your his her their our its this that these those is are was were be been am i i'm you're it's we're they're not very just every each some any no all both another such".split(
    " ",
  ),
);

export const PHRASE_END = /[,;:—–]["'”’)]*$/;
// A name's initial ("Carol W.") ends no sentence: split there, the sentence's verb lost its subject.
export const SENTENCE_END = /(?:(?<!^[A-HJ-Z])\.|[!?…])["'”’)]*$/;
/** A word that opens a quote ('see, “Is), or ends one (line', app”.): never a possessive's apostrophe inside a word. */
export const OPENS_QUOTE = /^["'‘“(]+\p{L}/u;
export const CLOSES_QUOTE = /[\p{L}\p{N}][.!?,;:]*["'’”)]+[.!?,;:]*$/u;

/**
 * Words that start a phrase (a preposition, an article, a conjunction, an auxiliary): a group
 * reads as a phrase when it breaks before one rather than after it ("at 4am | has ever been", not
 * "at 4am has | ever been").
 */
const STARTS_PHRASE = new Set(
  "a an the at in on of to for with from by about into onto than as and but or so if because while when whose that which who has have had is are was were will would can could should do does did".split(
    " ",
  ),
);
export const plain = (word: TimedWord) =>
  cleanCaptionWord(word.text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’]/gu, "")
    .replace("’", "'");
// A word that ends a sentence starts no phrase, and one that ends a sentence or a phrase leans on
// nothing: "asked for." ends one ("nobody asked | for." left the last word alone).
export const leansOnNext = (word: TimedWord) => LEANS_ON_NEXT.has(plain(word)) && !SENTENCE_END.test(word.text) && !PHRASE_END.test(word.text);
export const startsPhrase = (word: TimedWord) => STARTS_PHRASE.has(plain(word)) && !SENTENCE_END.test(word.text);

/**
 * Groups words into captions of at most `maxWords` (2–3 words read at a glance) that belong
 * together: a group breaks after a sentence or a phrase (comma, colon, dash) and before a
 * punchline of two words or more so the punch lands on its own (unless the word before it leans
 * on it: "of the frame.", or would be left alone: "Bold choice."); a phrase of one word after a comma or colon
 * stays with the phrase before it ("in what, exactly?"); between those breaks the words are grouped so that no group ends on a word that
 * leans on the next and none stands alone when it need not, within `maxChars`.
 */
export function chunkWords(words: TimedWord[], maxChars: number, maxWords = 3): TimedWord[][] {
  const segments: TimedWord[][] = [];
  let current: TimedWord[] = [];
  for (const [i, word] of words.entries()) {
    const previous = current[current.length - 1];
    const endsSentence = previous && SENTENCE_END.test(previous.text);
    const endsPhrase = previous && PHRASE_END.test(previous.text);
    // The punch lands on its own, unless that leaves a lone word before it ("Bold | choice.") or
    // it is one word: a lone last word ("hours | ago.", "of the | deal.") was judged blind as
    // meaning nothing (docs/benchmarks.md), so a one-word punch stays with the words before it.
    const punchStarts = word.emphasis && previous && !previous.emphasis && !leansOnNext(previous) && current.length >= 2 && Boolean(words[i + 1]?.emphasis);
    // Someone's quoted words are a phrase of their own: no group holds words from both sides of
    // a quote mark ("with 'see you" was judged blind as meaning nothing).
    const quoteEdge = previous && (OPENS_QUOTE.test(word.text) || CLOSES_QUOTE.test(previous.text));
    if (current.length > 0 && (endsSentence || endsPhrase || punchStarts || quoteEdge)) {
      closeSegment(segments, current);
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) closeSegment(segments, current);
  return joinLonePhrases(keepQuoteEdgesWithTheirQuote(segments)).flatMap((segment) => groupSegment(segment, maxChars, maxWords));
}

/**
 * A lone word that opens a sentence with a comma or colon ("Then,", "Gary,", "Update:") goes on
 * with the phrase after it ("Then, further down:"), unless that opens a quote: alone it reads as
 * nothing.
 */
function joinLonePhrases(segments: TimedWord[][]): TimedWord[][] {
  const out: TimedWord[][] = [];
  for (let i = 0; i < segments.length; i++) {
    const [word, ...rest] = segments[i];
    const next = segments[i + 1];
    if (rest.length === 0 && PHRASE_END.test(word.text) && next && !OPENS_QUOTE.test(next[0].text)) segments[i + 1] = [word, ...next];
    else out.push(segments[i]);
  }
  return out;
}

/**
 * Ends a segment of words: a lone word after a phrase's comma or colon finishes that phrase ("in
 * what, exactly?", "Winner: Maya."), unless it opens a quote of its own.
 */
function closeSegment(segments: TimedWord[][], words: TimedWord[]): void {
  const last = segments[segments.length - 1];
  if (words.length === 1 && last && PHRASE_END.test(last[last.length - 1].text) && !OPENS_QUOTE.test(words[0].text)) last.push(...words);
  else segments.push(words);
}

/**
 * A quote's lone first or last word, cut off by the quote mark's break, goes back to its own
 * quote ("'UPDATE:" with "it is for a different phone'", "line'" with "'see you at the start"),
 * so the break keeps the quote apart from the words around it without leaving a word alone.
 */
function keepQuoteEdgesWithTheirQuote(segments: TimedWord[][]): TimedWord[][] {
  const out: TimedWord[][] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const word = segment.length === 1 ? segment[0] : undefined;
    if (word && CLOSES_QUOTE.test(word.text) && !OPENS_QUOTE.test(word.text) && out.length > 0) out[out.length - 1].push(word);
    else if (word && OPENS_QUOTE.test(word.text) && !CLOSES_QUOTE.test(word.text) && i + 1 < segments.length) segments[i + 1] = [word, ...segments[i + 1]];
    else out.push(segment);
  }
  return out;
}

/** The cheapest split of one segment into groups (dynamic programming over where groups end). */
function groupSegment(words: TimedWord[], maxChars: number, maxWords: number): TimedWord[][] {
  const best: Array<{ cost: number; from: number }> = [{ cost: 0, from: 0 }];
  for (let end = 1; end <= words.length; end++) {
    best[end] = { cost: Number.POSITIVE_INFINITY, from: end - 1 };
    for (let size = 1; size <= Math.min(maxWords + 1, end); size++) {
      const group = words.slice(end - size, end);
      const chars = group.reduce((sum, w) => sum + cleanCaptionWord(w.text).length, 0) + size - 1;
      // Words may share a group on two lines rather than leave one alone ("worrying | part." was
      // judged blind as meaning nothing): a little over the line's length, one word over the count.
      const wrapped = size > 1 && (chars > maxChars || size > maxWords);
      if (wrapped && chars > maxChars * WRAP_CHARS) continue;
      const before = words[end - size - 1];
      // A whole sentence, phrase or quote short enough to read at once is shown whole ("Dimitri is
      // winning.", "'New tiers are LIVE'."): split, its halves were judged blind as meaning nothing.
      const whole = size === words.length;
      const cost = whole
        ? WHOLE
        : best[end - size].cost +
          groupCost(group, words[end], words[end + 1]) +
          (wrapped ? WRAP_COST : 0) +
          (before && splitsName(before, group[0]) ? NAME_SPLIT : 0);
      if (cost < best[end].cost) best[end] = { cost, from: end - size };
    }
  }
  const groups: TimedWord[][] = [];
  for (let end = words.length; end > 0; end = best[end].from) groups.unshift(words.slice(best[end].from, end));
  return groups;
}

/**
 * Pairs read best; a trio is fine; a lone word only when nothing else fits; never a group that
 * leans on the next; better a break before a word that starts a phrase than one inside it (unless
 * the word before leans on it: "of the frame." is one phrase).
 */
function groupCost(group: TimedWord[], next: TimedWord | undefined, afterNext: TimedWord | undefined): number {
  const size = group.length === 1 ? loneCost(group[0]) : group.length === 2 ? 0 : 0.3;
  const split = group.slice(1).filter((word, i) => startsPhrase(word) && !leansOnNext(group[i])).length * MID_PHRASE;
  const end = group[group.length - 1];
  const leans = next && leansOnNext(end) ? (AUXILIARIES.has(plain(end)) ? AUX_LEAN : LEAN) : 0;
  return size + split + leans + (next && endsInsideNounPhrase(group, next, afterNext) ? OPEN_PHRASE : 0);
}

/** What ending on a word that leans on the next costs ("for a | different phone"): more than any other fault. */
const LEAN = 8;
/** A verb's helper (or its "not") leans on what follows, but less than "a" or "of" does ("it is | for a different phone"). */
export const AUXILIARIES = new Set("is are was were be been am not".split(" "));
const AUX_LEAN = 4;

/** Words that say nothing alone: a caption of just "which", "there" or "you" reads as a glitch. */
export const SAYS_NOTHING_ALONE = new Set([...LEANS_ON_NEXT, ...STARTS_PHRASE, ..."there here then it he she we they you which what who".split(" ")]);

/**
 * A lone word's cost: 2 for a word that means something ("Somewhere"), more for a quote's last
 * word cut from its quote ("phone'.") or a word that says nothing alone ("which | is a brave
 * way"), which then goes with its neighbour even when that ends on "is".
 */
function loneCost(word: TimedWord): number {
  if (CLOSES_QUOTE.test(word.text)) return 4;
  return SAYS_NOTHING_ALONE.has(plain(word)) && !SENTENCE_END.test(word.text) ? 4.5 : 2;
}

/** Words that open a noun phrase: what follows one, up to its noun, belongs together. */
const DETERMINERS = new Set("a an the my your his her their our its this that these those every each some any no another".split(" "));

/**
 * A group that ends one word after a determiner while the phrase's noun is still to come: the
 * next word ends the sentence ("for a different | phone."), or the word after it ends it or
 * starts a phrase ("with a clear | daily commitment.", "a flat | white and got"). Where the phrase
 * may go on ("the barista | spells your name") nothing is known, and nothing costs.
 */
function endsInsideNounPhrase(group: TimedWord[], next: TimedWord, afterNext: TimedWord | undefined): boolean {
  if (group.length < 2 || !DETERMINERS.has(plain(group[group.length - 2])) || /\p{P}$/u.test(group[group.length - 1].text)) return false;
  const closes = (word: TimedWord) => SENTENCE_END.test(word.text) || PHRASE_END.test(word.text) || CLOSES_QUOTE.test(word.text);
  return closes(next) || (!startsPhrase(next) && afterNext !== undefined && (closes(afterNext) || startsPhrase(afterNext)));
}
/** What ending inside a noun phrase costs: less than a lone word (2), which the noun then often is. */
const OPEN_PHRASE = 1.5;

/** What a segment shown whole costs: less than any split of it. */
const WHOLE = -1;

/** A group over `maxChars` wraps onto two lines: allowed up to this many times `maxChars`, costing less than a lone word (2). */
const WRAP_CHARS = 1.45;
const WRAP_COST = 1.5;

/** Two capitalised words in a row, the first ending no sentence or phrase: a name ("Aaron | Blake." reads as two). */
const splitsName = (a: TimedWord, b: TimedWord) => /^\p{Lu}[\p{L}'’-]*$/u.test(cleanCaptionWord(a.text)) && /^\p{Lu}/u.test(cleanCaptionWord(b.text));
const NAME_SPLIT = 1;

/** What a phrase's start inside a group costs: less than a lone word (2), more than a trio (0.3). */
const MID_PHRASE = 0.8;

/**
 * The type size for one group: the layout's size, shrunk only when the group's longest word
 * (at its popped size) would not fit the safe width, since a single word cannot wrap.
 */
export function fitGroupFontSize(group: TimedWord[], fontSize: number, safeWidth: number): number {
  const widest = Math.max(...group.map((w) => cleanCaptionWord(w.text).length * (w.emphasis ? LARGEST_POP : POP_SCALE)));
  return Math.min(fontSize, Math.floor(safeWidth / (widest * CHAR_EM)));
}
