/**
 * Text as the quote check compares it: what a model types and what OCR reads differ in everything
 * but the letters. Curly and straight quotes, dashes, emoji, punctuation, case and accents are
 * typography, not words: letters and digits are kept (lower case, accents dropped), an apostrophe
 * inside a word is dropped ("y’all" = "y'all" = "yall"), and anything else parts words.
 */
export interface MatchText {
  /** Lower-case letters and digits, words parted by single spaces, no space at either end. */
  text: string;
  /** For each character of `text`, the index in the original string it came from. */
  from: number[];
}

const APOSTROPHE = /['’‘`´ʼ′]/u;
const KEPT = /[\p{L}\p{N}]/u;

export function toMatchText(original: string): MatchText {
  let text = "";
  const from: number[] = [];
  let pendingSpace = false;
  const chars = [...original];
  let offset = 0;
  for (const char of chars) {
    const at = offset;
    offset += char.length;
    if (APOSTROPHE.test(char)) continue;
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    let kept = false;
    for (const c of base) {
      if (!KEPT.test(c)) continue;
      if (pendingSpace && text !== "") {
        text += " ";
        from.push(at);
      }
      pendingSpace = false;
      text += c;
      from.push(at);
      kept = true;
    }
    if (!kept) pendingSpace = true;
  }
  return { text, from };
}

/** The words of a text as the check compares them. */
export const matchWords = (original: string): string[] => toMatchText(original).text.split(" ").filter(Boolean);
