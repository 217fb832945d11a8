import { MONTH } from "./date-words";
import { AFTER_I, BEFORE_I_WORDS } from "./read-quote-words";
/** Turns raw OCR output into trimmed lines of real words, dropping the noise icons and photos make. */
export function cleanOcrLines(raw: string): string[] {
  const lines = raw
    .split(/\r?\n/)
    .map(cleanLine)
    .filter((line) => line !== "" && isMeaningfulLine(line));
  return joinWrappedTitles(lines);
}

/** A long "A | B | Keynote" line that wrapped leaves "Speaker" alone on the next line: rejoin it. */
function joinWrappedTitles(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const isTail = /^[A-Z][a-z]+(?: [A-Z][a-z]+)?$/.test(line);
    if (previous && isTail && previous.includes(" | ") && previous.length >= 40) out[out.length - 1] = `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}

const QUOTES: Array<[RegExp, string]> = [
  [/[‘’‚′`´]/g, "'"],
  // A curly apostrophe OCR read as two ("grandad’’s"): no word has two between its letters.
  [/(\p{L})''(?=\p{L})/gu, "$1'"],
  [/[“”„″]/g, '"'],
  [/[–—]/g, "-"],
  [/[·•●]/g, "·"],
  // OCR reads a capital I as a pipe: "| love spreadsheets".
  [/(^|\s)\|(?=\s(?:love|am|was|do|don't|can|will|have|think|make|build|help)\b)/g, "$1I"],
  // …and before any lower-case word ("| plead the fifth", "| found a way"), and as a "1" opening a line.
  [/(^|[\s.!?])\|(?=\s[a-z'])/g, "$1I"],
  // …and at the end of a line after a full stop or colon, where a pipe separates nothing: the "I"
  // starting a sentence that wraps ("Day 3: |" over "miss my desk chair").
  [/([.!?:])\s\|$/, "$1 I"],
  // …and after a lower-case word a sentence goes on from with "I" (a conjunction, "what", "how",
  // "can"), ending the line, where a pipe separates nothing either: "… under pressure and |" over
  // "always get things done", "this is not what |" over "ordered.". A list's items are capitalised
  // ("Sales | Ops |"), and its last pipe is dropped below.
  [new RegExp(`(\\s(?:${BEFORE_I_WORDS}))\\s\\|$`, "i"), "$1 I"],
  // …and after any lower-case word of a sentence's running text, an opening capital or figure and four
  // words or more with no other pipe in the line: the "I" of a clause about a thing ("I've just
  // noticed the plug |" over "switched on was for the fairy lights", v32's JioChat, where the pipe
  // dropped made the quote say what the screen does not). A lone trailing separator after a
  // lower-case word is rare; said as "I" with nothing after it, a quote ending there is cut
  // (ends-mid-phrase.ts) and not said.
  [/^(?=[\p{Lu}\d])(?=(?:\S+\s+){4})(?!.*\s\|\s)(.*\s\p{Ll}{2,})\s\|$/u, "$1 I"],
  // A date's comma with the space after it lost ("Nov 15,2026"): the space back, so the date reads as one.
  [new RegExp(`\\b((?:${MONTH})\\w*\\.? \\d{1,2}),(\\d{4})\\b`, "gi"), "$1, $2"],
  [
    /^1(?=\s(?:[a-z]{2,})\b)(?!\s(?:followers?|following|likes?|posts?|views?|comments?|mile|km|hour|day|week|month|year|min|person|people|more|other|new|of|in|at|to|and)\b)/,
    "I",
  ],
];

/** The words of one or two letters a line may open on in lower case ("at Tesco", "my Mum", "ok Dave"). */
const OPENING_SHORT_WORD = /^(?:a|i|am|an|as|at|be|by|do|go|he|hi|if|in|is|it|me|my|no|of|oh|ok|on|or|so|to|up|us|we|ya|yo|ye|ha|eh|uh|um|ah|aw|hm|mm|xx|x)$/;

export function cleanLine(line: string): string {
  let text = line;
  for (const [pattern, replacement] of QUOTES) text = text.replace(pattern, replacement);
  const kept = text
    .split(/\s+/)
    // Lone symbols are icons read as letters ("=", "~", "»"); pipes and separators carry meaning.
    .filter((t) => t !== "" && (/[\p{L}\p{N}]/u.test(t) || /^[|&+·-]$/.test(t)));
  // Where any pipe separates items ("DESIGNER | WRITER"), every pipe does.
  const separates = kept.some((t, i) => t === "|" && !isShoutedI(kept[i + 1], kept[i - 1]));
  const tokens = separates ? kept : kept.map((t, i) => (t === "|" && isShoutedI(kept[i + 1], kept[i - 1]) ? "I" : t));
  while (tokens.length && /^[|&+·-]$/.test(tokens[0])) tokens.shift();
  while (tokens.length && /^[|&+·-]$/.test(tokens[tokens.length - 1])) tokens.pop();
  // A list's bullet or an icon read as a letter or two before the item ("e Curb rash on two
  // wheels", "et Clarks, they were in the sale" under v33's Fanbase reply arrow): an English line
  // opens on a word of one or two small letters before a capitalised one only if it is a word.
  if (tokens.length > 1 && /^\p{Ll}{1,2}$/u.test(tokens[0]) && !OPENING_SHORT_WORD.test(tokens[0]) && /^\p{Lu}\p{Ll}/u.test(tokens[1])) tokens.shift();
  return tokens.map((t, i) => readLoneL(readCapitalI(t, tokens[i + 1]), tokens[i + 1])).join(" ");
}

/**
 * A lone small "l" is no English word, and a capital I is the same stroke in a sans-serif font:
 * "l love you", "'l love you'", "l'm" are "I love you", "'I love you'", "I'm". Only where the word
 * after is one a sentence puts after "I" (or the "l" carries I's contraction); "2 l" of water stays.
 */
function readLoneL(token: string, next: string | undefined): string {
  const match = /^([("'“‘]*)l((?:['’](?:m|ve|ll|d))?)([^\p{L}\p{N}]*)$/u.exec(token);
  if (!match) return token;
  if (match[2] === "" && !AFTER_I.test((next ?? "").replace(/[^\p{L}'’]/gu, ""))) return token;
  return `${match[1]}I${match[2]}${match[3]}`;
}

/**
 * A capital I that OCR read as a pipe, in a line set in capitals: "AND | CAN SAY", "| HAVE NOT",
 * where the word after is one a sentence puts after "I" and neither neighbour is in lower case
 * (a pipe between items, "Pisces | brunch", stays).
 */
function isShoutedI(next: string | undefined, before: string | undefined): boolean {
  if (!next || next !== next.toUpperCase() || !/\p{Lu}{2}/u.test(next) || !AFTER_I.test(next.replace(/[^\p{L}'’]/gu, ""))) return false;
  return before === undefined || (before === before.toUpperCase() && /\p{Lu}/u.test(before));
}

/**
 * In a sans-serif font a capital I and a small l are the same stroke: "Al", "Ul", "APl" are
 * "AI", "UI", "API" (capitals do not end in one small letter), unless a capitalised word follows,
 * where "Al" is a name ("Al Pacino"). "El" and "Il" are words (Spanish "El", French and Italian
 * "Il"), not acronyms: they stay.
 */
function readCapitalI(token: string, next: string | undefined): string {
  const match = /^(\p{Lu}{1,3})l(\W*)$/u.exec(token);
  if (!match || /^\p{Lu}\p{Ll}/u.test(next ?? "") || /^[EI]$/.test(match[1])) return token;
  return `${match[1]}I${match[2]}`;
}

/** A line is kept when it holds a real word, a number, a handle or a hashtag. */
export function isMeaningfulLine(line: string): boolean {
  const tokens = line.split(" ");
  const letters = line.replace(/[^\p{L}\p{N}]/gu, "").length;
  if (letters < 2 || letters / line.replace(/\s/g, "").length < 0.5) return false;
  return tokens.some(
    (t) =>
      /^[@#][\p{L}\p{N}._]{2,}/u.test(t) ||
      /\d/.test(t) ||
      // A handle without its @: "kate.runs.late", "mom_of_kate".
      /^\p{L}[\p{L}\p{N}]*(?:[._][\p{L}\p{N}]+)+$/u.test(t) ||
      isWordLike(t.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "")),
  );
}

/** Three or more letters with a vowel, or a short common word: "EE", "mE", "ET ET" are not words. */
function isWordLike(token: string): boolean {
  if (token.length >= 3 && /^[\p{L}'-]+$/u.test(token) && /[aeiouyAEIOUY]/.test(token)) {
    // Mixed case like "mE" or "eC" inside a short token is OCR noise, not a word.
    return token.length > 4 || /^[A-Z]?[a-z'-]+$|^[A-Z'-]+$/.test(token);
  }
  return false;
}

/** A word as people write it: lower case, Capitalised or ALL CAPS, with a vowel; or a number, handle, tag. */
const isPlainWord = (token: string) => {
  const t = token.replace(/^[^\p{L}\p{N}@#]+|[^\p{L}\p{N}]+$/gu, "");
  if (/^[@#]\S{2,}$|^\d[\d.,:%]*\p{L}{0,2}$/u.test(t)) return true;
  return /^(?:\p{Lu}?[\p{Ll}'’-]+|[\p{Lu}'’-]+)$/u.test(t) && /[aeiouyAEIOUY]/.test(t) && t.length >= 2;
};

/**
 * Unsure OCR of a picture's texture ("7 GlSiNgSr "7 - UGISE"): most of its tokens are not words
 * as people write them. Such a line is nobody's words, whatever role its place would give it.
 */
export function isGarbledLine(text: string, confidence: number): boolean {
  if (confidence >= 0.75) return false;
  // Numbers say little either way: texture reads as "7" as easily as a caption's "9pm" does.
  const tokens = text.split(/\s+/).filter((t) => /\p{L}/u.test(t));
  if (tokens.length === 0) return true;
  const plain = tokens.filter(isPlainWord).length / tokens.length;
  return plain < (confidence < 0.5 ? 0.75 : 0.5);
}
