import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let words: Set<string> | undefined;

/** The English word list (an-array-of-english-words, ~275,000 words, lower case), loaded once on first use. */
const lexicon = (): Set<string> => {
  words ??= new Set(require("an-array-of-english-words") as string[]);
  return words;
};

// What people write that no dictionary holds: chat shorthand and the apps' own acronyms.
const SHORTHAND = new Set([
  "ok",
  "okay",
  "lol",
  "lmao",
  "omg",
  "tbh",
  "idk",
  "ngl",
  "irl",
  "pov",
  "bff",
  "diy",
  "fyi",
  "btw",
  "imo",
  "imho",
  "brb",
  "omw",
  "tho",
  "yall",
  "gonna",
  "wanna",
  "gotta",
  "selfie",
  "vs",
  "aka",
  "eta",
  "asap",
  "ceo",
  "cto",
  "pm",
  "am",
  "ai",
  "xo",
  "ew",
]);
const CONTRACTION = /(?:'s|'re|'ve|'ll|'d|'m|n't)$/;
const SUFFIXES = ["s", "es", "ed", "d", "ing", "er", "ers", "ly", "ness", "ist", "ists", "y", "ish"];
const PREFIXES = ["over", "under", "re", "un", "out", "self", "non", "pre", "ex", "co", "multi", "anti"];

/**
 * Whether a word (letters, maybe an apostrophe) is English as people write it: in the word list,
 * shorthand, a contraction of a word ("don't", "I'm", "cat's"), or a word with a common suffix or
 * prefix ("overthinker", "houseplants"), or two words run together ("todo"). Case is ignored.
 */
export function isKnownWord(word: string): boolean {
  const w = word.toLowerCase().replace(/[’]/g, "'");
  if (w === "") return false;
  if (lexicon().has(w) || SHORTHAND.has(w)) return true;
  if (CONTRACTION.test(w)) return isKnownWord(w.replace(CONTRACTION, "")) || w === "can't" || w === "won't";
  if (!/^[a-z]+$/.test(w)) return false;
  if (isKnownStem(w)) return true;
  if (PREFIXES.some((p) => w.length > p.length + 2 && w.startsWith(p) && isKnownStem(w.slice(p.length)))) return true;
  // Two words run together, each of three letters or more (shorter halves match noise too easily).
  for (let i = 3; i <= w.length - 3; i++) if (lexicon().has(w.slice(0, i)) && lexicon().has(w.slice(i))) return true;
  return false;
}

/** A listed word, or one with a suffix on a listed stem of four letters or more ("bet" + "er" is no word). */
const isKnownStem = (w: string) => lexicon().has(w) || SUFFIXES.some((s) => w.length >= s.length + 4 && w.endsWith(s) && lexicon().has(w.slice(0, -s.length)));

/** Whether the word list holds exactly this word (lower case): for joining parts OCR split. */
export const isListedWord = (word: string) => lexicon().has(word.toLowerCase());

const ALPHABET = "abcdefghijklmnopqrstuvwxyz";

/**
 * Whether a word off the list is one letter away from a listed one (a letter lost or misread:
 * "beter", "intem", "vival"): how OCR misreads a word, more often than a person coins one.
 * Only for words of five letters or more; shorter ones are one letter from almost anything.
 */
export function isNearListedWord(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 5 || !/^[a-z]+$/.test(w)) return false;
  for (let i = 0; i <= w.length; i++) {
    for (const c of ALPHABET) {
      if (lexicon().has(w.slice(0, i) + c + w.slice(i))) return true;
      if (i < w.length && c !== w[i] && lexicon().has(w.slice(0, i) + c + w.slice(i + 1))) return true;
    }
  }
  return false;
}

/**
 * Two small letters that are no word ("ro" of "kept the ro", the end of "room" lost on a coloured
 * bubble): what is left of a word, however it is punctuated.
 */
export function isWordStub(word: string): boolean {
  const stub = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  return /^\p{Ll}{2}$/u.test(stub) && !isKnownWord(stub);
}
