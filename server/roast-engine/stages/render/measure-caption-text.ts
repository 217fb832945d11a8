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

/**
 * Where a line of words (each with its width, spaces excluded) breaks to fit `maxWidth`: one line
 * when it fits, else two lines closest to equal, else three (a phrase caption's clause,
 * stages/plan/chunk-phrases.ts) whose widest is least. Returns the index of each line's first word.
 */
export function breakCaptionLine(widths: number[], space: number, maxWidth: number): number[] {
  const lineWidth = (from: number, to: number) => widths.slice(from, to).reduce((sum, w) => sum + w, 0) + space * Math.max(0, to - from - 1);
  const n = widths.length;
  if (n < 2 || lineWidth(0, n) <= maxWidth) return [0];
  let two = 1;
  const worstTwo = (k: number) => Math.max(lineWidth(0, k), lineWidth(k, n));
  for (let at = 2; at < n; at++) if (worstTwo(at) < worstTwo(two)) two = at;
  if (worstTwo(two) <= maxWidth || n < 3) return [0, two];
  let three: [number, number] = [1, 2];
  const worstThree = ([a, b]: [number, number]) => Math.max(lineWidth(0, a), lineWidth(a, b), lineWidth(b, n));
  for (let a = 1; a < n - 1; a++) for (let b = a + 1; b < n; b++) if (worstThree([a, b]) < worstThree(three)) three = [a, b];
  return [0, ...three];
}
