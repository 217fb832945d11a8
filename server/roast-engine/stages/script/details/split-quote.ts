import { countSpokenWords } from "../word-budget";

/** The longest quote a 16–22 word roast can carry and still have room for its setup and punch. */
export const MAX_QUOTE_WORDS = 10;
/**
 * A sentence with no clause to split it at is quoted whole up to this long: a short joke still
 * fits beside it, and the person's one line ("Who keeps parking in front of my driveway every
 * single morning?") beats "nothing I could quote".
 */
export const LONG_QUOTE_WORDS = 14;

// Emoji joiners and variation selectors stand as alternatives, not in a class, where they would
// read as parts of the characters beside them. A currency sign is part of its amount ("$9 at the
// petrol station", "12€"): quoted without it, the price is a different claim. An opening quote
// mark stays for dropStrayQuoteMark to weigh: with its partner inside, it opens a title the line
// names ("\"Learn Guitar in 30 Days\" book"); cut alone, the partner would be left stray.
const EDGE =
  /^(?:(?![("“]|\p{Sc}\d)[\s\p{P}\p{S}\p{Extended_Pictographic}]|\u200d|\ufe0f)+|(?:[\s.,;:\-–—|•·\p{Extended_Pictographic}]|(?!\p{Sc})\p{S}|(?<!\d)\p{Sc}|\u200d|\ufe0f)+$/gu;

/**
 * A whole quote when it fits the roast, else its whole parts: sentences, and the items of a bio
 * separated by pipes, bullets or emoji. Never a sentence cut in the middle. Each part is a
 * verbatim piece of the quote, trimmed of edge punctuation and emoji.
 */
export function splitQuote(text: string): string[] {
  const items = numberedItems(text);
  if (items.length > 1) return [...new Set(items.flatMap(splitQuote))];
  const whole = trimQuote(text);
  if (!whole) return [];
  if (countSpokenWords(whole) <= MAX_QUOTE_WORDS && !/\s[|•·]\s/.test(whole)) return [whole];
  const parts: string[] = [];
  // The sentence before, as written, when it was kept whole: a short sentence that points back at it goes with it.
  let previous: string | undefined;
  for (const piece of text.split(/(?<=[.!?])\s+|\s*[|•·]\s*|\s*(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+\s*/u)) {
    const part = trimQuote(piece);
    if (POINTS_BACK.test(part) && countSpokenWords(part) <= 3) {
      // "It died" means nothing alone: "Bought a plant to feel like an adult. It died", or nothing.
      const joined = previous === undefined ? "" : trimQuote(`${previous} ${piece}`);
      if (joined && countSpokenWords(joined) <= MAX_QUOTE_WORDS) parts[parts.length - 1] = joined;
      previous = undefined;
      continue;
    }
    const whole = countSpokenWords(part) <= MAX_QUOTE_WORDS;
    const clauses = whole ? [part] : splitClauses(part);
    // A sentence a short joke still fits beside is offered whole before its clauses: its payoff
    // often needs its setup ("I have a job interview Thursday and I'm going as a raccoon").
    if (!whole && clauses.length && countSpokenWords(part) <= LONG_QUOTE_WORDS) parts.push(part);
    parts.push(...(clauses.length || countSpokenWords(part) > LONG_QUOTE_WORDS ? clauses : [part]));
    previous = whole && /[.!?]\s*$/.test(piece) ? piece : undefined;
  }
  return [...new Set(parts.filter((part) => /\p{L}{2}/u.test(part) && countSpokenWords(part) <= LONG_QUOTE_WORDS))];
}

/**
 * A numbered list's items, each without its number: a block that opens on "1." (or "3)") and goes
 * on to the next number ("1. The wall is plaster I think 2. There is a pipe") is a list whose
 * wraps were joined, and "I think 2." is no sentence. Anything else comes back whole.
 */
export function numberedItems(text: string): string[] {
  const first = /^\s*(\d{1,2})([.)])\s+/u.exec(text);
  if (!first) return [text];
  const items: string[] = [];
  let next = Number(first[1]) + 1;
  let rest = text.slice(first[0].length);
  for (;;) {
    const marker = new RegExp(`\\s+${next}\\${first[2]}\\s+`, "u").exec(rest);
    if (!marker) break;
    items.push(rest.slice(0, marker.index));
    rest = rest.slice(marker.index + marker[0].length);
    next++;
  }
  return items.length ? [...items, rest] : [text];
}

// A sentence that only points back at the one before ("It died.", "They said no.", "That's it.").
const POINTS_BACK = /^(?:it|it's|they|that|that's|this|she|he|them|then|so)\b/i;

// Where one sentence holds two clauses: after a colon or semicolon ("Hot take: …"), before
// "and", "but" or "so" (left out of both) when a subject follows ("… dinner and I will not …"), or
// after a comma ("…, which was a lot, but the fringe is great"), never inside a phrase.
const CLAUSE = /\s*[:;]\s+|,?\s+(?:and|but|so)\s+(?=(?:I|I'm|I've|we|you|he|she|they|it's|this|that)\b)|,\s+(?:but|so)\s+/u;

// A clause that leaves its verb to the one before ("… so you don't have to", "… and I did"): nothing alone.
const ELLIPTICAL = /\b(?:to|do|does|did|don't|can|can't|could|will|won't|would|should|have|has|had|am|is|are|was|were)$/i;

/**
 * A sentence too long to quote whole, as its whole clauses of three words or more: the
 * person's words kept (a post's one long sentence) rather than left for a bare count.
 */
function splitClauses(sentence: string): string[] {
  const clauses = sentence.split(CLAUSE).map(trimQuote);
  if (clauses.length < 2) return [];
  // A clause with no clause inside it is quoted whole up to the length a sentence is (LONG_QUOTE_WORDS).
  const whole = (c: string) => {
    if (countSpokenWords(c) <= MAX_QUOTE_WORDS) return [c];
    const inner = splitClauses(c);
    return inner.length || countSpokenWords(c) > LONG_QUOTE_WORDS ? inner : [c];
  };
  return clauses.flatMap(whole).filter((c) => countSpokenWords(c) >= 3 && !ELLIPTICAL.test(c));
}

export const trimQuote = (text: string): string => dropStrayQuoteMark(closeParentheses(text.replace(/\s+/g, " ").replace(EDGE, "").trim()));

/**
 * A double quote mark at either end with no partner inside is the rest of a quotation the line
 * was cut from ("… behind a tree)\""): said aloud in our own quote marks, it would stand alone.
 */
export function dropStrayQuoteMark(text: string): string {
  if ((text.match(/["“”]/g) ?? []).length % 2 === 0) return text;
  return text.replace(/^["“”]\s*|\s*["“”]$/u, "").trim();
}

/**
 * A quote never leaves a parenthesis open or closes one it did not open: "(mostly) unemployed"
 * keeps its opening mark, "150 books (currently at" ends before the aside it cannot finish, and
 * a stray closing mark left by a cut goes.
 */
export function closeParentheses(text: string): string {
  let depth = 0;
  let lastOpen = -1;
  let out = "";
  for (const char of text) {
    if (char === "(") {
      if (depth === 0) lastOpen = out.length;
      depth++;
    } else if (char === ")") {
      if (depth === 0) continue;
      depth--;
    }
    out += char;
  }
  return (depth > 0 ? out.slice(0, lastOpen) : out).replace(EDGE, "").trim();
}

/**
 * A block that opens on the lower-case end of a sentence begun above it ("with the dog. Then the
 * rain started"), whose start the reader did not join: what follows that end, else all of it.
 */
export function dropBegunElsewhere(text: string): string {
  const end = /^\p{Ll}[^.!?…]*?[.!?…]+['’"”)]?\s+(?=\S)/u.exec(text);
  return end && end[0].trim().split(/\s+/).length <= 4 ? text.slice(end[0].length) : text;
}
