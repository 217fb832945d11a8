/**
 * A quote's edges, as the person wrote them: no stray punctuation, emoji, open bracket or lone
 * quote mark at either end, no half sentence begun on an earlier line, and whether it ends where
 * its sentence does. split-quote.ts cuts quotes; these keep every cut whole.
 */

// Emoji joiners and variation selectors stand as alternatives, not in a class, where they would
// read as parts of the characters beside them. A currency sign is part of its amount ("$9 at the
// petrol station", "12€"): quoted without it, the price is a different claim. An opening quote
// mark stays for dropStrayQuoteMark to weigh: with its partner inside, it opens a title the line
// names ("\"Learn Guitar in 30 Days\" book"); cut alone, the partner would be left stray.
const EDGE =
  /^(?:(?![("“]|\p{Sc}\d)[\s\p{P}\p{S}\p{Extended_Pictographic}]|\u200d|\ufe0f)+|(?:[\s.,;:\-–—|•·\p{Extended_Pictographic}]|(?!\p{Sc})\p{S}|(?<!\d)\p{Sc}|\u200d|\ufe0f)+$/gu;

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

/**
 * Whether a part of a quote is where its sentence ends as written, at a full stop (after any
 * closing bracket or quote mark): "I am not, but the food is." and "… whose ending I'm still
 * waiting for." are whole as the person wrote them, though a line that stopped on "is" or "for"
 * at a wrap would be cut.
 */
export function endsSentenceAsWritten(source: string, part: string): boolean {
  const flat = source.replace(/\s+/g, " ");
  const at = flat.lastIndexOf(part);
  return at >= 0 && /^['’"”)]*[.!?…]/u.test(flat.slice(at + part.length));
}

/**
 * Where one sentence ends and the next begins: after its stop and the bracket or quote mark it
 * closes, never after the abbreviation of a title or a place's word ("Born and raised in St.
 * Philip", "Dr. Okafor said"), which v38's CaribbeanCupid was split at.
 */
export const SENTENCE_BREAK = String.raw`(?<!\b(?:St|Mr|Mrs|Ms|Dr|Mt|Jr|Sr|Prof|Rd|Ave)\.)(?<=[.!?][)"”’]*)\s+`;
