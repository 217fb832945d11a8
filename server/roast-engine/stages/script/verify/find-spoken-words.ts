import { splitWords } from "../word-budget";
import { matchWords } from "./match-text";

/**
 * Which of the script's words (as `splitWords` gives them) say a fragment: [start, end), or
 * undefined when the script does not say it. Compared as match texts, so "‘Self-made’," says
 * "Self-made" and "4–6" says "4-6".
 */
export function findSpokenWords(text: string, fragment: string): { start: number; end: number } | undefined {
  const want = matchWords(fragment);
  if (want.length === 0) return undefined;
  const tokens = splitWords(text).flatMap((word, index) => matchWords(word).map((token) => ({ token, index })));
  for (let i = 0; i + want.length <= tokens.length; i++) {
    if (want.every((w, k) => tokens[i + k].token === w)) return { start: tokens[i].index, end: tokens[i + want.length - 1].index + 1 };
  }
  return undefined;
}
