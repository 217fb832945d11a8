/**
 * Advance widths of DejaVu Sans Bold (the captions' type, link-fonts.ts), in thousandths of the
 * ASS font size: libass sets a font size as the font's ascender plus descender (1901 + 483 font
 * units), so each glyph's advance (from the font's hmtx table) is divided by 2384. Printable ASCII
 * from the space, then Latin-1 from À.
 */
const ASCII = [
  299, 392, 448, 720, 598, 861, 749, 263, 393, 393, 449, 720, 326, 357, 326, 314, 598, 598, 598, 598, 598, 598, 598, 598, 598, 598, 344, 344, 720, 720, 720,
  498, 859, 665, 655, 630, 713, 587, 587, 705, 719, 320, 320, 666, 547, 855, 719, 730, 630, 730, 661, 619, 586, 698, 665, 948, 662, 622, 623, 393, 314, 393,
  720, 430, 430, 580, 615, 509, 615, 583, 374, 615, 612, 294, 294, 571, 294, 895, 612, 590, 615, 615, 424, 511, 411, 612, 560, 794, 554, 560, 500, 612, 314,
  612, 720,
];
const LATIN = [
  665, 665, 665, 665, 665, 665, 932, 630, 587, 587, 587, 587, 320, 320, 320, 320, 720, 719, 730, 730, 730, 730, 730, 720, 730, 698, 698, 698, 698, 622, 634,
  618, 580, 580, 580, 580, 580, 580, 900, 509, 583, 583, 583, 583, 294, 294, 294, 294, 590, 612, 590, 590, 590, 590, 590, 720, 590, 612, 612, 612, 612, 560,
  615, 560,
];
const OTHER: Record<string, number> = { "’": 326, "‘": 326, "“": 565, "”": 565, "…": 859, "—": 859, "–": 430 };
/** Anything else (an emoji, another script): wider than most letters, so a plate is never short. */
const UNKNOWN = 900;

/** How wide `text` is set at font size 1, in DejaVu Sans Bold. */
export function measureTextEm(text: string): number {
  let sum = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 32 && code < 127) sum += ASCII[code - 32];
    else if (code >= 0xc0 && code <= 0xff) sum += LATIN[code - 0xc0];
    else sum += OTHER[ch] ?? UNKNOWN;
  }
  return sum / 1000;
}

/** The width of a space at font size 1. */
export const SPACE_EM = ASCII[0] / 1000;

/** The most lines a caption takes: a long sentence shown whole in smaller type (stages/plan/caption-style-type.ts, LONG_PHRASE). */
export const MAX_CAPTION_LINES = 5;

/**
 * Where a line of words (each with its width, spaces excluded) breaks to fit `maxWidth`: one line
 * when it fits, else the fewest lines, up to {@link MAX_CAPTION_LINES}, that do (a phrase
 * caption's clause, stages/plan/chunk-phrases.ts), their widest as narrow as it can be: lines
 * broken evenly. When none fit, the most lines, broken evenly. Returns the index of each line's first word.
 */
export function breakCaptionLine(widths: number[], space: number, maxWidth: number): number[] {
  const lineWidth = (from: number, to: number) => widths.slice(from, to).reduce((sum, w) => sum + w, 0) + space * Math.max(0, to - from - 1);
  const n = widths.length;
  if (n < 2 || lineWidth(0, n) <= maxWidth) return [0];
  let best: number[] = [0];
  for (let count = 2; count <= Math.min(MAX_CAPTION_LINES, n); count++) {
    best = evenBreak(n, count, lineWidth);
    if (Math.max(...best.map((from, k) => lineWidth(from, best[k + 1] ?? n))) <= maxWidth) return best;
  }
  return best;
}

/** The starts of `count` lines over `n` words whose widest is least (dynamic programming over where each line starts; the earliest break wins ties). */
function evenBreak(n: number, count: number, lineWidth: (from: number, to: number) => number): number[] {
  // worst[k][i]: the least widest line setting the first i words on k lines; from[k][i]: where the k-th line starts.
  const worst = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY));
  const from = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(0));
  worst[0][0] = 0;
  for (let k = 1; k <= count; k++)
    for (let i = k; i <= n; i++)
      for (let j = k - 1; j < i; j++) {
        const w = Math.max(worst[k - 1][j], lineWidth(j, i));
        if (w < worst[k][i]) {
          worst[k][i] = w;
          from[k][i] = j;
        }
      }
  const starts: number[] = [];
  for (let k = count, i = n; k > 0; i = from[k][i], k--) starts.unshift(from[k][i]);
  return starts;
}
