import { formatHex } from "./name-color";

/** Raw RGB pixels of a thumbnail, three bytes a pixel. */
export interface RgbPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The most common colours, merged when close, each covering at least 4% of the image. */
export function findDominantColors({ data }: RgbPixels, limit = 4): string[] {
  const bins = new Map<number, { count: number; r: number; g: number; b: number }>();
  for (let i = 0; i < data.length; i += 3) {
    const key = ((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4);
    const bin = bins.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    bin.count++;
    bin.r += data[i];
    bin.g += data[i + 1];
    bin.b += data[i + 2];
    bins.set(key, bin);
  }
  const total = data.length / 3;
  const merged: Array<{ count: number; rgb: [number, number, number] }> = [];
  for (const bin of [...bins.values()].sort((a, b) => b.count - a.count)) {
    const rgb: [number, number, number] = [bin.r / bin.count, bin.g / bin.count, bin.b / bin.count];
    const near = merged.find((m) => Math.hypot(m.rgb[0] - rgb[0], m.rgb[1] - rgb[1], m.rgb[2] - rgb[2]) < 48);
    if (near) near.count += bin.count;
    else merged.push({ count: bin.count, rgb });
  }
  return merged
    .sort((a, b) => b.count - a.count)
    .filter((m, i) => i === 0 || m.count / total >= 0.04)
    .slice(0, limit)
    .map((m) => formatHex(...m.rgb));
}

/** Mean luma, 0 (black) to 1 (white). */
export function measureBrightness({ data }: RgbPixels): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 3) sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
  return sum / (data.length / 3) / 255;
}

/** Variance of the Laplacian on a greyscale image, mapped to 0 (crisp) … 1 (very blurry). */
export function measureBlurriness(grey: Uint8Array, width: number, height: number): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const lap = grey[i - 1] + grey[i + 1] + grey[i - width] + grey[i + width] - 4 * grey[i];
      sum += lap;
      sumSq += lap * lap;
      n++;
    }
  }
  if (n === 0) return 0;
  const variance = sumSq / n - (sum / n) ** 2;
  return Math.round((1 / (1 + variance / 120)) * 100) / 100;
}

/** Share of neighbouring pixels with exactly the same colour: app screens are flat, photos are not. */
export function measureFlatness({ data, width, height }: RgbPixels): number {
  let same = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width - 1; x++) {
      const i = (y * width + x) * 3;
      if (data[i] === data[i + 3] && data[i + 1] === data[i + 4] && data[i + 2] === data[i + 5]) same++;
    }
  }
  return same / Math.max(1, height * (width - 1));
}

/** A flat image is a screenshot; a half-flat one is when it also carries several lines of text. */
export function classifyScreenshot(flatness: number, textLines: number): boolean {
  return flatness >= 0.45 || (flatness >= 0.25 && textLines >= 4);
}
