import type { Span } from "./find-pauses";

/** One phone of a take and where it ends. */
export interface TimedPhone {
  phone: string;
  endMs: number;
}

const PAUSE = "pau";
/** What Flite can say: a word with no letter or digit (an emoji, a dash) is silent. */
const isSpoken = (word: string) => /[\p{L}\p{N}]/u.test(word);

/** Flite's `-psdur` listing ("pau:0.192 th:0.277 …", seconds) as phones with end times in ms. */
export function parseTimedPhones(listing: string): TimedPhone[] {
  return listing
    .split(/\s+/)
    .map((token) => /^([a-z]+):(\d+(?:\.\d+)?)$/.exec(token))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ phone: match[1], endMs: Math.round(Number(match[2]) * 1000) }));
}

/**
 * The text Flite reads to give each word's phones on its own: the spoken words, each closed as a
 * sentence so a pause separates them (Flite's own reading of numbers, handles and abbreviations).
 */
export function buildWordListText(words: string[]): string {
  return words
    .filter(isSpoken)
    .map((word) => `${word.replace(/^[^\p{L}\p{N}@#$]+|[^\p{L}\p{N}%]+$/gu, "")}.`)
    .join(" ");
}

/**
 * The word list's `-ps` listing split at its pauses, one phone list per word of `words`; null when
 * the groups do not match the spoken words one to one (then the caller times words another way).
 */
export function splitWordPhones(listing: string, words: string[]): string[][] | null {
  const groups: string[][] = [[]];
  for (const phone of listing.split(/\s+/).filter((p) => /^[a-z]+$/.test(p))) {
    if (phone === PAUSE) groups.push([]);
    else groups[groups.length - 1].push(phone);
  }
  const spoken = groups.filter((group) => group.length > 0);
  if (spoken.length !== words.filter(isSpoken).length) return null;
  let next = 0;
  return words.map((word) => (isSpoken(word) ? spoken[next++] : []));
}

/**
 * Which phones of the take belong to which word: the words' own phones, end to end, aligned with
 * the take's spoken phones by edit distance (connected speech reduces and swaps a few sounds:
 * "a" alone is "ey", in a sentence "ax"). A word spans its aligned phones, from the end of the
 * phone before its first to the end of its last; a word with none takes no time where it falls.
 */
export function mapPhonesToWords(wordPhones: string[][], take: TimedPhone[]): Span[] {
  const expected = wordPhones.flatMap((phones, word) => phones.map((phone) => ({ phone, word })));
  const spoken = take.map((p, i) => ({ ...p, startMs: i === 0 ? 0 : take[i - 1].endMs })).filter((p) => p.phone !== PAUSE);
  const pairs = alignSequences(
    expected.map((e) => e.phone),
    spoken.map((s) => s.phone),
  );
  const spans: Array<Span | null> = wordPhones.map(() => null);
  for (const [e, s] of pairs) {
    const word = expected[e].word;
    const phone = spoken[s];
    const span = spans[word];
    spans[word] = span
      ? { startMs: Math.min(span.startMs, phone.startMs), endMs: Math.max(span.endMs, phone.endMs) }
      : { startMs: phone.startMs, endMs: phone.endMs };
  }
  let cursor = spoken[0]?.startMs ?? 0;
  return spans.map((span) => {
    const placed = span ?? { startMs: cursor, endMs: cursor };
    cursor = placed.endMs;
    return placed;
  });
}

/** Levenshtein alignment: the index pairs [a, b] matched or substituted on the cheapest path. */
export function alignSequences(a: string[], b: string[]): Array<[number, number]> {
  const cost: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const swap = cost[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      cost[i][j] = Math.min(swap, cost[i - 1][j] + 1, cost[i][j - 1] + 1);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    if (cost[i][j] === cost[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      pairs.push([--i, --j]);
    } else if (cost[i][j] === cost[i - 1][j] + 1) {
      i--;
    } else {
      j--;
    }
  }
  return pairs.reverse();
}
