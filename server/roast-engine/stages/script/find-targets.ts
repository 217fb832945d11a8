import type { ScriptTarget } from "../../types";
import type { Detail } from "./details/detail";
import { splitWords } from "./word-budget";

const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}@#]+|[^\p{L}\p{N}]+$/gu, "");

/**
 * Which words of the script speak of which detail: the first place its words appear, or else the
 * beat that was written for it. The camera pushes in on the detail's box while they are spoken.
 */
export function findTargets(words: string[], beats: string[], used: Array<{ detail: Detail; beat: number }>): ScriptTarget[] {
  const spoken = words.map(bare);
  const beatStarts: number[] = [];
  let count = 0;
  for (const beat of beats) {
    beatStarts.push(count);
    count += splitWords(beat).length;
  }
  return used.map(({ detail, beat }) => {
    const needle = splitWords(detail.say).map(bare).filter(Boolean);
    const at = findSequence(spoken, needle);
    const wordStart = at ?? beatStarts[beat] ?? 0;
    const wordEnd = at !== undefined ? at + needle.length : wordStart + splitWords(beats[beat] ?? "").length;
    return { kind: detail.target, text: detail.text, box: detail.box, wordStart, wordEnd: Math.min(wordEnd, words.length) };
  });
}

function findSequence(haystack: string[], needle: string[]): number | undefined {
  if (needle.length === 0) return undefined;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((w, j) => haystack[i + j] === w)) return i;
  }
  return undefined;
}
