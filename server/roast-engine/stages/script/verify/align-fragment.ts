/**
 * Where a quoted fragment reads best in a stretch of screen text, and how far it is from what OCR
 * read there, word by word. Both texts are match texts (match-text.ts). The alignment may start
 * and end anywhere, but a start or an end inside a screen word costs the letters cut off: "mid" is
 * not found in "midnight". What OCR gets wrong costs little: one glyph read as its look-alike
 * ("l" for "I", "rn" for "m", "0" for "o"), a space dropped or added between words.
 */

/** A substitution OCR makes all the time: the two glyphs look alike. */
const LOOK_ALIKE_COST = 0.4;
/** A space OCR dropped or added ("Chasingsunsets", "Chas ing"). */
const SPACE_COST = 0.3;
const EDIT_COST = 1;

const LOOK_ALIKES = ["il1|!", "o0", "s5", "z2", "b6", "g9q", "ec", "uv"];
/** Look-alike pairs of ASCII characters, by their two codes. */
const LOOK_ALIKE_PAIRS = new Uint8Array(128 * 128);
for (const group of LOOK_ALIKES) for (const a of group) for (const b of group) LOOK_ALIKE_PAIRS[a.charCodeAt(0) * 128 + b.charCodeAt(0)] = 1;
const SPACE = 32;
/** One glyph read as two, or two as one. */
const SPLITS: Record<string, string> = { m: "rn", w: "vv", d: "cl" };

const substitution = (a: number, b: number): number => {
  if (a === b) return 0;
  if (a === SPACE || b === SPACE || a >= 128 || b >= 128) return EDIT_COST;
  return LOOK_ALIKE_PAIRS[a * 128 + b] ? LOOK_ALIKE_COST : EDIT_COST;
};

export interface Alignment {
  /** Where the fragment reads in the screen text: [start, end) of its characters. */
  start: number;
  end: number;
  /** Every difference added up (spaces and cut words included). */
  cost: number;
  /** The differences inside each of the fragment's words, in order. */
  wordCosts: number[];
}

/** Letters of the screen word cut off before `j` (a start inside a word) and from `j` on (an end inside one). */
function cutBefore(screen: string, j: number): number {
  let n = 0;
  while (j - n - 1 >= 0 && screen[j - n - 1] !== " ") n++;
  return n;
}
function cutAfter(screen: string, j: number): number {
  let n = 0;
  while (j + n < screen.length && screen[j + n] !== " ") n++;
  return n;
}

// Moves: 1 match/substitute, 2 fragment char missing on screen, 3 screen char extra, 4 one fragment glyph read as two, 5 two read as one.

/** The tables are kept between calls (every cell is written before it is read): a screen is many runs. */
let kept = { cost: new Float64Array(0), move: new Uint8Array(0) };
function tables(size: number) {
  if (kept.cost.length < size) kept = { cost: new Float64Array(size * 2), move: new Uint8Array(size * 2) };
  return kept;
}

/**
 * The best alignment of `fragment` anywhere in `screen`, or undefined for an empty fragment.
 * Semi-global edit distance (free start and end, but for cut words), with a traceback that
 * charges each difference to the fragment's word it falls in.
 */
export function alignFragment(fragment: string, screen: string): Alignment | undefined {
  const m = fragment.length;
  const n = screen.length;
  if (m === 0) return undefined;
  const width = n + 1;
  const { cost, move } = tables((m + 1) * width);
  for (let j = 0; j <= n; j++) cost[j] = EDIT_COST * cutBefore(screen, j);
  const fCodes = Int32Array.from(fragment, (c) => c.charCodeAt(0));
  const sCodes = Int32Array.from(screen, (c) => c.charCodeAt(0));
  // For each screen position, the code of the glyph its character and the one before it may be read as ("rn" → "m"), else -1;
  // and for each screen character that is one glyph of SPLITS, the two codes it may stand for.
  const pairAt = new Int32Array(n + 1).fill(-1);
  const splitFirst = new Int32Array(n + 1).fill(-1);
  const splitSecond = new Int32Array(n + 1).fill(-1);
  for (const [one, two] of Object.entries(SPLITS)) {
    for (let j = 2; j <= n; j++) if (screen[j - 2] === two[0] && screen[j - 1] === two[1]) pairAt[j] = one.charCodeAt(0);
    for (let j = 1; j <= n; j++) if (screen[j - 1] === one) [splitFirst[j], splitSecond[j]] = [two.charCodeAt(0), two.charCodeAt(1)];
  }
  for (let i = 1; i <= m; i++) {
    const row = i * width;
    const up = row - width;
    const fCode = fCodes[i - 1];
    const fGap = fCode === SPACE ? SPACE_COST : EDIT_COST;
    const before = i >= 2 ? fCodes[i - 2] : -2;
    cost[row] = cost[up] + fGap;
    move[row] = 2;
    for (let j = 1; j <= n; j++) {
      const sCode = sCodes[j - 1];
      let best = cost[up + j - 1] + substitution(fCode, sCode);
      let how = 1;
      const missing = cost[up + j] + fGap;
      if (missing < best) {
        best = missing;
        how = 2;
      }
      const extra = cost[row + j - 1] + (sCode === SPACE ? SPACE_COST : EDIT_COST);
      if (extra < best) {
        best = extra;
        how = 3;
      }
      if (pairAt[j] === fCode) {
        const split = cost[up + j - 2] + LOOK_ALIKE_COST;
        if (split < best) {
          best = split;
          how = 4;
        }
      }
      if (splitSecond[j] === fCode && splitFirst[j] === before) {
        const joined = cost[up - width + j - 1] + LOOK_ALIKE_COST;
        if (joined < best) {
          best = joined;
          how = 5;
        }
      }
      cost[row + j] = best;
      move[row + j] = how;
    }
  }
  let end = 0;
  let total = Number.POSITIVE_INFINITY;
  for (let j = 0; j <= n; j++) {
    const c = cost[m * width + j] + EDIT_COST * cutAfter(screen, j);
    if (c < total) [total, end] = [c, j];
  }
  // Each fragment character's share of the cost; screen letters the fragment lacks go to the word beside them.
  const charCost = new Float64Array(m);
  const charge = (i: number, c: number) => {
    if (c === 0) return;
    let at = Math.min(Math.max(i, 0), m - 1);
    if (fragment[at] === " ") at = at + 1 < m && fragment[at + 1] !== " " ? at + 1 : Math.max(0, at - 1);
    charCost[at] += c;
  };
  charge(m - 1, EDIT_COST * cutAfter(screen, end));
  let i = m;
  let j = end;
  while (i > 0) {
    const here = i * width + j;
    const how = move[here];
    if (how === 1) {
      charge(i - 1, cost[here] - cost[here - width - 1]);
      i--;
      j--;
    } else if (how === 2) {
      charge(i - 1, cost[here] - cost[here - width]);
      i--;
    } else if (how === 3) {
      // A screen character the fragment lacks: charged to the fragment's character before it (or the first).
      charge(i - 1, cost[here] - cost[here - 1]);
      j--;
    } else if (how === 4) {
      charge(i - 1, LOOK_ALIKE_COST);
      i--;
      j -= 2;
    } else {
      charge(i - 1, LOOK_ALIKE_COST);
      i -= 2;
      j--;
    }
  }
  const start = j;
  charge(0, cost[start]);
  return { start, end, cost: total, wordCosts: costsByWord(fragment, charCost) };
}

function costsByWord(fragment: string, charCost: Float64Array): number[] {
  const costs: number[] = [];
  let inWord = false;
  for (let i = 0; i < fragment.length; i++) {
    if (fragment[i] === " ") {
      inWord = false;
      continue;
    }
    if (!inWord) costs.push(0);
    inWord = true;
    costs[costs.length - 1] += charCost[i];
  }
  return costs.map((c) => Math.round(c * 100) / 100);
}
