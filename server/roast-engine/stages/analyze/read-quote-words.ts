import type { Box } from "../../types";
import { isKnownWord, isListedWord } from "./lexicon";

/**
 * The words of a candidate quote as OCR read them, mended before they are weighed (score-quote.ts):
 * parts of one word OCR split, and a "|" OCR read as a capital I between a bio's items.
 */

/** One word of a candidate quote as read: its text, tesseract's confidence (0..1) and, when known, its box. */
export interface QuoteWord {
  text: string;
  confidence: number;
  box?: Box;
  /** A word seems to be missing right before this one (build-screen-lines.ts findHoles). */
  afterHole?: boolean;
}

// Words after which a sentence goes on with "I" ("… and I are in couples therapy", "… so I").
export const BEFORE_I_WORDS =
  "and|but|so|or|if|when|what|because|than|as|that|where|until|before|after|since|which|who|then|why|how|while|unless|though|although|once|now|maybe|yes|no|lol|ok|also|today|tonight|honestly|guess|think|know|wish|hope|said|say|should|could|would|can|will|do|did|does|am|was|were|is|are|have|has|had|shall|may|might|must";
export const BEFORE_I = new RegExp(`^(?:${BEFORE_I_WORDS})$`, "i");
export const SENTENCE_END = /[.!?…:;]$/;
// Words a sentence puts right after "I" ("I CAN SAY", "I DO NOT WANT"), a place or a title never.
export const AFTER_I =
  /^(?:am|was|can|can't|cant|could|couldn't|do|don't|dont|did|didn't|didnt|have|had|will|won't|would|should|love|hate|think|know|just|need|want|got|said|swear|never|really|also|still|mean|guess|hope|wish|feel|made|went|came|saw|told|asked|tried|bought|paid|lost|found|only|always|actually|literally|refuse|demand|regret|like|may|might|must)$/i;
export const letters = (text: string) => text.replace(/^[^\p{L}\p{N}@#]+|[^\p{L}\p{N}]+$/gu, "");

/** "CALIF ORNIA", "Actu ally": parts OCR split, joined only when the joined word is listed and the parts are not both words. */
export function joinSplitWords(words: QuoteWord[]): QuoteWord[] {
  const out: QuoteWord[] = [];
  for (const word of words) {
    const previous = out[out.length - 1];
    const a = previous ? letters(previous.text) : "";
    const b = letters(word.text);
    const plain = /^\p{L}+$/u;
    // A word split by OCR keeps one case from end to end ("Actu ally"); capitals before small
    // letters are an acronym and a word ("an RA in a dorm", not "RAin").
    const oneCase = /^(?:\p{Lu}?\p{Ll}+|\p{Lu}+)$/u.test(a + b);
    if (previous && plain.test(a) && plain.test(b) && previous.text === a && oneCase && isListedWord(a + b) && !(isKnownWord(a) && isKnownWord(b))) {
      out[out.length - 1] = { text: previous.text + word.text, confidence: Math.min(previous.confidence, word.confidence) };
    } else out.push(word);
  }
  return out;
}

/**
 * A lone "I" between two items ("Pisces I bottomless brunch enthusiast") is a "|" read as a
 * capital I: when its box reaches below the words' baseline as a pipe does, or when what comes
 * before it since the last separator is a capitalised item and a lower-case word that is no verb
 * after "I" follows. "… every time I embarrass myself" goes on as a sentence and stays.
 */
export function readSeparators(words: QuoteWord[]): QuoteWord[] {
  return words.map((word, i) => {
    if (!/^[I|l]$/.test(word.text) || i === 0 || i === words.length - 1) return word;
    if (word.text === "|" || isPipeBox(word, words)) return { ...word, text: "|" };
    const item: string[] = [];
    for (let j = i - 1; j >= 0 && !/^[|·•]$/.test(words[j].text) && !SENTENCE_END.test(words[j].text); j--) item.unshift(words[j].text);
    const capitalisedItem =
      item.length > 0 &&
      item.length <= 3 &&
      item.every((w) => /^\p{Lu}/u.test(w)) &&
      !/,$/.test(item[item.length - 1]) &&
      !BEFORE_I.test(letters(item[item.length - 1]));
    const after = words[i + 1].text;
    const itemStarts = /^\p{Ll}/u.test(after) && !AFTER_I.test(after);
    return capitalisedItem && itemStarts ? { ...word, text: "|" } : word;
  });
}

/** A pipe reaches from above the capitals to below the baseline: taller than the words beside it. */
function isPipeBox(word: QuoteWord, words: QuoteWord[]): boolean {
  const heights = words.filter((w) => w.box && /\p{L}{2}/u.test(w.text)).map((w) => w.box?.h ?? 0);
  if (!word.box || heights.length < 2) return false;
  return word.box.h > Math.max(...heights) * 1.1;
}
