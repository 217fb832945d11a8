/**
 * The punchline: the one definition every stage reads (the pause before it in the voice, the
 * camera's punch-in, the caption that lands it on its own, the sting after it).
 */

/** Where the punchline sits in the spoken words (indices, both inclusive) and when it is said. */
export interface Punchline {
  first: number;
  last: number;
  startMs: number;
  endMs: number;
}

/**
 * The last run of emphasised words (the script marks the punchline's words), else the last word
 * alone: a roast ends on its punchline, so an emphasised word earlier on is a stress, not the
 * punch. Undefined when there are no words.
 */
export function findPunchline<W extends { emphasis?: boolean; startMs: number; endMs: number }>(words: readonly W[]): Punchline | undefined {
  if (words.length === 0) return undefined;
  let last = words.length - 1;
  while (last > 0 && !words[last].emphasis) last--;
  if (!words[last].emphasis) last = words.length - 1;
  let first = last;
  while (first > 0 && words[last].emphasis && words[first - 1].emphasis) first--;
  return { first, last, startMs: words[first].startMs, endMs: words[last].endMs };
}
