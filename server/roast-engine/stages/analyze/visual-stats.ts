import { formatHex } from "./name-color";

/** Raw RGB pixels of a thumbnail, three bytes a pixel. */
export interface RgbPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A greyscale image, a byte a pixel. */
export interface GreyPixels {
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

/**
 * Share of pixels without colour (no channel more than a little off the others): 1 for a black
 * and white photo, a few per cent for a colour one, whatever its subject.
 */
export function measureGreyShare({ data }: RgbPixels): number {
  let grey = 0;
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    if (Math.max(r, g, b) - Math.min(r, g, b) <= GREY_CHROMA) grey++;
  }
  return grey / Math.max(1, data.length / 3);
}

/** Channel spread (of 255) under which a pixel reads as grey: JPEG noise and a faint tone stay under it. */
const GREY_CHROMA = 20;

/**
 * How blurry a greyscale image is, 0 (crisp) … 1 (very blurry), from its strongest edges. A 3x3
 * median first takes out film grain and sensor noise, which would otherwise read as detail (the
 * variance of the Laplacian rates a blurry grainy photo crisp); the steepest 1% of what is left
 * are the real edges: steep in a sharp photo however grainy, shallow in a blurred one.
 */
export function measureBlurriness(grey: Uint8Array, width: number, height: number): number {
  if (width < 8 || height < 8) return 0;
  const median = filterMedian3(grey, width, height);
  // Averaging 2x2 after the median halves what grain is left; an edge stays a one-pixel step.
  const [w, h] = [Math.floor(width / 2), Math.floor(height / 2)];
  const smooth = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = 2 * y * width + 2 * x;
      smooth[y * w + x] = (median[i] + median[i + 1] + median[i + width] + median[i + width + 1] + 2) >> 2;
    }
  }
  const histogram = new Uint32Array(511);
  let n = 0;
  for (let y = 1; y < h - 2; y++) {
    for (let x = 1; x < w - 2; x++) {
      const i = y * w + x;
      histogram[Math.abs(smooth[i + 1] - smooth[i]) + Math.abs(smooth[i + w] - smooth[i])]++;
      n++;
    }
  }
  let edge = 0;
  for (let seen = 0, step = histogram.length - 1; step >= 0; step--) {
    seen += histogram[step];
    if (seen >= n * 0.01) {
      edge = step;
      break;
    }
  }
  return Math.round((1 / (1 + (edge / EDGE_HALF_BLUR) ** 2)) * 100) / 100;
}

/** The edge steepness (grey levels per pixel) at which an image counts as half blurry. */
const EDGE_HALF_BLUR = 48;

/** 3x3 median of a greyscale image (borders copied). */
export function filterMedian3(grey: Uint8Array, width: number, height: number): Uint8Array {
  const out = Uint8Array.from(grey);
  const window = new Uint8Array(9);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let k = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) window[k++] = grey[(y + dy) * width + x + dx];
      window.sort();
      out[y * width + x] = window[4];
    }
  }
  return out;
}

/** A step between neighbouring pixels at least this large (of 255) is an edge: a letter's, an icon's, a photo's. */
const ROW_EDGE = 24;
/** A row with at least this many edges holds something drawn; fewer is background, a flat bar or a smooth gradient. */
const ROW_EDGES = 2;

/**
 * The bands of a greyscale image that hold something (text, an avatar, an icon, a picture) between
 * rows that hold nothing, as [top, height] in the image's own pixels (`scale`: image pixels per
 * thumbnail row). The camera keeps its top and bottom edges between them, where the reader's lines
 * miss what is not text: an avatar and a name halved at a card's top were judged blind a broken crop.
 */
export function findContentRows(grey: Uint8Array, width: number, height: number, scale: number): Array<[number, number]> {
  const rows: Array<[number, number]> = [];
  let from = -1;
  for (let y = 0; y <= height; y++) {
    let edges = 0;
    if (y < height) for (let x = 1; x < width && edges < ROW_EDGES; x++) if (Math.abs(grey[y * width + x] - grey[y * width + x - 1]) >= ROW_EDGE) edges++;
    // A shape's flat top or foot (an avatar's round bottom, a box's border) changes down the image, not across it.
    let across = 0;
    if (y > 0 && y < height)
      for (let x = 0; x < width && across < ROW_EDGES; x++) if (Math.abs(grey[y * width + x] - grey[(y - 1) * width + x]) >= ROW_EDGE) across++;
    const busy = y < height && (edges >= ROW_EDGES || across >= ROW_EDGES);
    if (busy && from < 0) from = y;
    if (!busy && from >= 0) {
      rows.push([Math.round(from * scale), Math.round((y - from) * scale)]);
      from = -1;
    }
  }
  return rows;
}
