import type { LineRole } from "../../types";
import { isKnownWord, isNearListedWord, isWordStub } from "./lexicon";
import { isDanglingEnd, lastSentence } from "./ends-mid-phrase";
import { AFTER_I, joinSplitWords, letters, type QuoteWord, readSeparators, SENTENCE_END } from "./read-quote-words";

// Glyphs OCR makes of icons (a pin, a heart, an emoji) at a line's edges: never words there.
const EDGE_GLYPHS = /^(?:[|[\](){}¢©®»«*~=]+\S{0,3}|\S{0,3}[|[\](){}¢©®»«*~=]+|I|l|BB?|ffl?|fl)$/;
// Single letters that are icons when read unsurely, first, after a sentence's end or in a square box.
const EDGE_LETTERS = /^[fvXxeQO]$/;
// Words after which English needs a subject before a verb ("I was told [I] need a bath", "because [I] am")…
// ("think" and "know" are left out: "the plants I know need water" is whole.)
// "It's giving [I] can't sit on the sofa": the idiom's clause has its subject too.
const WANTS_SUBJECT = /^(?:told|said|guess|hope|swear|promise|because|cause|if|when|until|unless|since|while|giving)$/i;
// …and verbs that cannot stand there without one: their pair with no subject between is a word OCR dropped (a thin "I").
const NEEDS_SUBJECT = /^(?:am|was|need|have|want|love|hate|can|can't|will|won't|don't|didn't|do|did|just|never|always|still|really|also)$/i;
/** "told" then "need": the pronoun between them was on the screen and was not read (findHoles misses a gap OCR closed). */
const lacksSubject = (before: QuoteWord | undefined, word: QuoteWord) =>
  before !== undefined && WANTS_SUBJECT.test(letters(before.text)) && before.text === letters(before.text) && NEEDS_SUBJECT.test(letters(word.text));

/**
 * How sure the reader is of a candidate quote, word by word, and what of it is sure enough to say
 * letter for letter. A word is doubtful when it is not English as people write it (lexicon.ts)
 * and was not read surely (a name, a brand or a handle needs a sure reading; a lower-case word
 * off the list needs a very sure one and must not be one letter from a listed word), or when an icon glyph stands at an edge ("BB", "¢f",
 * "[ffl", a leading "I" before a capitalised word or with an icon's square box). Words OCR split
 * are joined when only the joined word is listed ("Actu ally"); an "I" between two items where
 * no sentence goes on is the separator it was drawn as ("Pisces | bottomless brunch enthusiast").
 * Icon glyphs at the edges are trimmed; a sentence or item that holds a doubtful word is dropped
 * whole (trimming a doubtful word would leave half of a split one: "CALIF" of "CALIF ORNIA"). What is
 * left comes back as runs of whole sentences or items, each verbatim; nothing when nothing is sure.
 */
export function scoreQuote(input: QuoteWord[], role: LineRole): string[] {
  // An icon read as "&" is left out, as an emoji is: the words around it are the screen's.
  const read = readSeparators(joinSplitWords(input.filter((w) => w.text.trim() !== "")));
  const words = read.filter((_, i) => !isIconAmpersand(read, i));
  const foreign = isForeign(words);
  const doubt = words.map((w, i) => isDoubtful(w, i, role, words[i + 1], foreign, words[i - 1]));
  let start = 0;
  let end = words.length;
  while (start < end && isEdgeGlyph(words, start)) start++;
  let cut = false;
  while (end > start) {
    if (isEdgeGlyph(words, end - 1) || isEchoedTag(words, end - 1)) end--;
    else if (isCutTail(words, end - 1)) {
      cut = true;
      end--;
    } else break;
  }
  // A last sentence that stops on a word that needs more ("the kitchen will", "caps lock on the") was cut at a
  // wrap the layout could not join, as is one whose last word the screen cut ("That's my work ba" of
  // "That's my work bag."): the sentences before it are whole, it is not.
  if (end > start && (cut || isDanglingEnd(words[end - 1].text, words[end - 2]?.text, lastSentence(words.slice(start, end).map((w) => w.text))))) {
    while (end > start && !SENTENCE_END.test(words[end - 1].text)) end--;
  }
  const runs: string[] = [];
  let part: string[] = [];
  let partSure = true;
  let run: string[] = [];
  const partConfidence: number[] = [];
  const closePart = () => {
    // A part read unsurely on the whole is a misreading even when each word is listed ("Senior Product Manage").
    const mean = partConfidence.reduce((sum, c) => sum + c, 0) / Math.max(1, partConfidence.length);
    partConfidence.length = 0;
    if (part.length && partSure && mean >= 0.7) run.push(...part);
    else if (run.length) {
      runs.push(run.join(" "));
      run = [];
    }
    part = [];
    partSure = true;
  };
  // A line that opens with the lower-case end of a sentence begun elsewhere ("with. I will eat
  // your fries."): the wrap was not joined, so that end is no quote of its own.
  const firstEnd = words.findIndex((w, i) => i >= start && SENTENCE_END.test(w.text));
  if (firstEnd >= start && firstEnd - start < 2 && firstEnd < end - 1 && /^\p{Ll}/u.test(words[start].text)) start = firstEnd + 1;
  for (let i = start; i < end; i++) {
    if (words[i].text === "|") {
      closePart();
      if (run.length) run.push("|");
      continue;
    }
    // A word missing inside the sentence: what is left of it is not what the screen says.
    const gapInside = (words[i].afterHole === true || lacksSubject(words[i - 1], words[i])) && part.length > 0;
    part.push(words[i].text);
    partSure &&= !doubt[i] && !gapInside;
    partConfidence.push(words[i].confidence);
    if (SENTENCE_END.test(words[i].text) || /^[·•]$/.test(words[i + 1]?.text ?? "")) closePart();
  }
  closePart();
  if (run.length) runs.push(run.join(" "));
  return runs.map((r) => r.replace(/(?:\s+[|·•])+$/u, "").replace(/^(?:[|·•]\s+)+/u, "")).filter((r) => /\p{L}/u.test(r));
}

/**
 * A line most of whose words the lexicon does not list is in a language it does not know: there
 * a capitalised word is a noun as often as a name ("Der Tüte geht es weniger gut" read as "Der
 * Tite …" at 0.81), and nothing vouches for it but a sure reading.
 */
function isForeign(words: QuoteWord[]): boolean {
  const plain = words.map((w) => letters(w.text)).filter((w) => /^\p{L}{2,}$/u.test(w));
  return plain.length >= 3 && plain.filter((w) => isKnownText(w)).length <= plain.length / 2;
}
/** How sure a capitalised word off the list must be read in a line of a language the lexicon does not know. */
const FOREIGN_CAPITAL = 0.9;

/**
 * A flat, a seat, a desk or a bus by its number and letter ("desk 4B", "the 38A", "from 3B"), read
 * surely after a lower-case word of the same sentence: people write them so. Alone or opening a
 * line, "2G" or "4H" is as often an icon read as letters.
 */
const isUnitNumber = (bare: string, word: QuoteWord, before?: QuoteWord) =>
  /^\d{1,4}\p{Lu}$/u.test(bare) && word.confidence >= 0.8 && before !== undefined && /^\p{Ll}{2,}$/u.test(before.text);

/**
 * Rare words OCR makes of common ones, "i" for "l" and "m" for "rn" ("It's been very calm ail
 * week", held-out v39, judged a misquote): the word list holds them, so nothing else doubts them.
 */
const LOOKALIKES = new Set(["ail", "arid", "modem", "comer", "bom", "tum"]);

function isDoubtful(word: QuoteWord, i: number, role: LineRole, next?: QuoteWord, foreign = false, before?: QuoteWord): boolean {
  if (/^[|·•&+\-–—/]$/.test(word.text)) return false;
  const bare = letters(word.text);
  if (bare === "") return true;
  // "i" typed in lower case, read surely, before a verb that follows "I" ("day 3 i bought a ukulele"): the pronoun, not an icon.
  if (word.text === "i" && i > 0 && word.confidence >= 0.8 && next !== undefined && AFTER_I.test(letters(next.text))) return false;
  if (/^[@#][\p{L}\p{N}._]{2,}$/u.test(bare)) return word.confidence < 0.6;
  if (!/\p{L}/u.test(bare)) return word.confidence < 0.5;
  if (isUnitNumber(bare, word, before)) return false;
  if (LOOKALIKES.has(bare.toLowerCase())) return true;
  // Letters and digits mixed in no way people write them ("T:02AM", "2Quotes") are a misread.
  if (/\p{N}/u.test(bare) && !isKnownText(bare) && !/^\p{L}+\d{1,2}$/u.test(bare)) return true;
  if (/^I$/.test(bare) && i === 0 && isIconBox(word)) return true;
  // In a line the lexicon cannot read, a capitalised word it happens to list ("Tite") vouches for nothing.
  if (foreign && /^\p{Lu}/u.test(bare) && word.confidence < FOREIGN_CAPITAL) return true;
  // A listed word is trusted at any confidence (tesseract gives a paragraph's last word 0.2 at
  // times), except a short one read very unsurely, which an icon makes as easily; a lone letter
  // other than "a" or "I" is no word in a quote.
  if (isKnownText(bare)) return (bare.length <= 3 && word.confidence < 0.3) || (bare.length === 1 && !/^[aAI&]$/.test(bare));
  const field = role === "headline" || role === "detail" || role === "name";
  return bare
    .split(/[-/]/)
    .filter((piece, i, pieces) => piece !== "" && !isKnownText(piece) && !(i < pieces.length - 1 && /-/.test(bare) && BOUND_PREFIX.test(piece)))
    .some((piece) => isUnsureOffList(piece, word.confidence, field));
}

// An article or possessive that no "&" follows, and a preposition that no "&" joins on to.
const BEFORE_NO_AMPERSAND = /^(?:a|an|the|my|your|our|their|his|her)$/i;
const AFTER_NO_AMPERSAND = /^(?:for|to|of|with|from|into|about|at|by)$/i;

/**
 * An "&" where no "and" can stand ("Spanish & for my in-laws", "the & dog") is an icon or a flag
 * that OCR read as one: quoted with it, the line was judged false blind; without it, it is the
 * screen's words, as a quote without its emoji is.
 */
function isIconAmpersand(words: QuoteWord[], i: number): boolean {
  if (words[i].text !== "&") return false;
  const before = letters(words[i - 1]?.text ?? "");
  const after = letters(words[i + 1]?.text ?? "");
  return BEFORE_NO_AMPERSAND.test(before) || AFTER_NO_AMPERSAND.test(after);
}

/**
 * A word off the list: a name, a brand or an acronym needs a sure reading, more so in a sentence
 * than in a name, job or place field; a lower-case word off the list needs a very sure one.
 */
function isUnsureOffList(piece: string, confidence: number, field: boolean): boolean {
  if (piece.length < 2 || (!/[aeiouyAEIOUY]/.test(piece) && !/^\p{Lu}{2,4}\d?$/u.test(piece))) return true;
  // A word's stub ("kept the ro"), however surely it was read: no word people type is that.
  if (isWordStub(piece)) return true;
  const capitalised = /^\p{Lu}/u.test(piece) && !/\p{Lu}\p{Ll}+\p{Lu}/u.test(piece);
  if (capitalised) return confidence < (field ? 0.7 : 0.8);
  return confidence < 0.93 || isNearListedWord(piece);
}

/**
 * A prefix English writes before a hyphen and a word, and never alone ("multi-storey",
 * "semi-retired", "co-founder"): no word of the list, but part of a known word there.
 */
const BOUND_PREFIX = /^(?:multi|semi|mid|non|pre|post|ex|co|anti|sub|super|ultra|mini|micro|mega|inter|bi|tri|re|pseudo|quasi|neo)$/i;

/** Known text: each piece of a hyphenated or slashed word, or a word with digits ("5am", "Web3"), is English. */
function isKnownText(bare: string): boolean {
  const pieces = bare.split(/[-/]/).filter(Boolean);
  if (pieces.length > 1) return pieces.every((piece, i) => (i < pieces.length - 1 && /-/.test(bare) && BOUND_PREFIX.test(piece)) || isKnownText(piece));
  if (/\d/.test(bare))
    return /^\d+(?:st|nd|rd|th|am|pm|k|m|s|x|h|min|km|mi)?$/i.test(bare) || (/^\p{L}{2,}\d{1,2}$/u.test(bare) && isKnownWord(bare.replace(/\d+$/, "")));
  return isKnownWord(bare);
}

/**
 * A tag chip set after a title that names the title's last word again, in the chip's own case
 * ("… deploy script in Rust" then "rust"): a sentence never ends on its last word twice over.
 */
function isEchoedTag(words: QuoteWord[], i: number): boolean {
  if (i < 1) return false;
  const [before, word] = [letters(words[i - 1].text), letters(words[i].text)];
  return word.length >= 2 && word !== before && word.toLowerCase() === before.toLowerCase() && word === word.toLowerCase();
}

/** An icon read as a letter: a glyph at the quote's first or last place that is no word there. */
function isEdgeGlyph(words: QuoteWord[], i: number): boolean {
  const { text } = words[i];
  if (EDGE_LETTERS.test(text)) return i === 0 || words[i].confidence < 0.9 || isIconBox(words[i]) || SENTENCE_END.test(words[i - 1]?.text ?? "");
  if (!EDGE_GLYPHS.test(text)) return false;
  // A word that closes the bracket the quote opened ("(they don't know yet)") is the aside's end, not an icon.
  if (closesBracket(words, i)) return false;
  if (/^I$/.test(text)) {
    // "I made a spreadsheet" goes on; "I MALIBU" and "I Software Engineer" do not. In capitals,
    // "I CAN SAY …" and "I DO NOT …" go on: the word after is one a sentence puts after "I".
    const next = words[i + 1]?.text ?? "";
    const shoutedOn = next === next.toUpperCase() && AFTER_I.test(letters(next));
    return i === 0 && (isIconBox(words[i]) || (/^\p{Lu}/u.test(next) && !/^I'/.test(next) && !shoutedOn));
  }
  return true;
}

/** A word, then ")" closing a "(" opened earlier in the quote and not closed since. */
function closesBracket(words: QuoteWord[], i: number): boolean {
  const match = /^([\p{L}'’]+)[.!?]?\)[.!?,]?$/u.exec(words[i].text);
  if (!match || !isKnownText(match[1])) return false;
  const before = words
    .slice(0, i)
    .map((w) => w.text)
    .join(" ");
  return (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0);
}

// Two-letter words a phrase can end on; any other short lower-case tail is a word the screen cut
// ("Marketing ma" of "Marketing manager" over a photo).
const SHORT_ENDS = new Set([
  "am",
  "an",
  "as",
  "at",
  "be",
  "by",
  "do",
  "go",
  "he",
  "hi",
  "if",
  "in",
  "is",
  "it",
  "me",
  "my",
  "no",
  "of",
  "oh",
  "ok",
  "on",
  "or",
  "so",
  "to",
  "up",
  "us",
  "we",
  "ya",
  "yo",
  "xo",
]);

function isCutTail(words: QuoteWord[], i: number): boolean {
  const text = words[i].text;
  return (
    i > 0 && /^\p{Ll}{1,2}$/u.test(text) && !SHORT_ENDS.has(text) && text !== "a" && !SENTENCE_END.test(words[i - 1].text) && !/,$/.test(words[i - 1].text)
  );
}

/** A glyph about as wide as it is tall is an icon: a capital I is a thin stroke. */
const isIconBox = (word: QuoteWord) => word.box !== undefined && word.box.w >= word.box.h * 0.6;
