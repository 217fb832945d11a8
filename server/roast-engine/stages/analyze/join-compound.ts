import type { QuoteWord } from "./read-quote-words";
import { unionBox } from "./union-box";

/** A compound broken after its hyphen ("a two-" over "person weekend"): one word again when the two lines join. */
export const breaksCompound = (before: string, after: string) => /\p{L}-$/u.test(before) && /^\p{Ll}/u.test(after);

/** The words of a compound's two halves as one word, its confidence the lower of the two. */
export function joinCompound(before: QuoteWord[], after: QuoteWord[]): QuoteWord[] {
  const [head, tail] = [before.at(-1), after[0]];
  if (!head || !tail) return [...before, ...after];
  const box = head.box && tail.box ? { box: unionBox([head.box, tail.box]) } : {};
  const word: QuoteWord = { text: `${head.text}${tail.text}`, confidence: Math.min(head.confidence, tail.confidence), ...box };
  return [...before.slice(0, -1), word, ...after.slice(1)];
}
