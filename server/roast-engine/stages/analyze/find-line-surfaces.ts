import sharp from "sharp";
import type { NormalizedImage } from "../../infrastructure/image";
import type { Box } from "../../types";
import type { GreyPixels } from "./visual-stats";

/** Two greys this far apart (of 255) are different colours; closer, the same one with a JPEG's noise. */
const APART = 14;
/** A surface's edge is looked for this many of the line's heights beside its text: a bubble's or a card's padding. */
const REACH = 3;
/** The colour past an edge holds this share of a line height: the page, not a letter's stroke. */
const PAST = 0.5;
/** The thumbnail read: this wide at most, enough to place an edge to a few of the upload's pixels. */
const THUMB_WIDTH = 540;

/**
 * The surfaces the upload's lines of text are drawn on where one differs from the page: a chat
 * bubble, a card, a highlighted row (source pixels, as [x, y, w, h], the line's own height). A view
 * that keeps a line's text but cuts its bubble at the edge was judged blind as a line cut off
 * (bench/judging/README.md, the Signal sheets); plan-shots.ts keeps the surface in view.
 */
export async function measureLineSurfaces(image: NormalizedImage, lines: readonly Box[]): Promise<Array<[number, number, number, number]>> {
  if (lines.length === 0) return [];
  const { data, info } = await sharp(image.jpeg)
    .resize({ width: Math.min(THUMB_WIDTH, image.width), kernel: "nearest" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return findLineSurfaces({ data: new Uint8Array(data), width: info.width, height: info.height }, image.width / info.width, lines);
}

/** `measureLineSurfaces` over a greyscale thumbnail (`scale`: the upload's pixels per thumbnail pixel). */
export function findLineSurfaces(grey: GreyPixels, scale: number, lines: readonly Box[]): Array<[number, number, number, number]> {
  const page = mostCommonGrey(grey);
  const surfaces: Array<[number, number, number, number]> = [];
  for (const line of lines) {
    const left = Math.floor(line.x / scale) - 1;
    const right = Math.ceil((line.x + line.w) / scale) + 1;
    const height = line.h / scale;
    const middle = (line.y + line.h / 2) / scale;
    const rows = [middle - 0.2 * height, middle, middle + 0.2 * height].map((y) => Math.round(y)).filter((y) => y >= 0 && y < grey.height);
    if (rows.length === 0 || height < 2) continue;
    const edge = (from: number, step: 1 | -1) => surfaceEdge(grey, rows, from, step, height, page);
    const toLeft = edge(left, -1);
    const toRight = edge(right, 1);
    if (toLeft === undefined && toRight === undefined) continue;
    const x0 = Math.round((toLeft ?? left + 1) * scale);
    const x1 = Math.round((toRight ?? right) * scale);
    surfaces.push([Math.min(x0, line.x), line.y, Math.max(x1, line.x + line.w) - Math.min(x0, line.x), line.h]);
  }
  return surfaces;
}

/**
 * Where the surface beside a line's text ends, from `from` (just past the text) in `step`'s
 * direction: the colour there, unlike the page's, runs on to a step into the page's own colour,
 * held past it. Undefined where the text sits on the page itself or nothing like an edge is near.
 */
function surfaceEdge(grey: GreyPixels, rows: number[], from: number, step: 1 | -1, height: number, page: number): number | undefined {
  const at = (x: number) => median(rows.map((y) => grey.data[y * grey.width + x]));
  if (from < 0 || from >= grey.width) return undefined;
  const surface = at(from);
  if (Math.abs(surface - page) < APART) return undefined;
  const reach = Math.round(REACH * height);
  const past = Math.max(2, Math.round(PAST * height));
  for (let d = 1; d <= reach; d++) {
    const x = from + step * d;
    if (x < 0 || x >= grey.width) return undefined;
    if (Math.abs(at(x) - surface) < APART) continue;
    // The step must land on the page's colour and stay there: a letter or an icon is not an edge.
    for (let k = 0; k < past; k++) {
      const beyond = x + step * k;
      if (beyond < 0 || beyond >= grey.width) break;
      if (Math.abs(at(beyond) - page) >= APART) return undefined;
    }
    return step === 1 ? x : x + 1;
  }
  return undefined;
}

/** The grey most pixels have: the page's colour. */
function mostCommonGrey(grey: GreyPixels): number {
  const counts = new Uint32Array(256);
  for (const v of grey.data) counts[v]++;
  let best = 0;
  // Neighbouring greys count together: a JPEG's page is a few values, not one.
  const near = (v: number) => counts[v] + (v > 0 ? counts[v - 1] : 0) + (v < 255 ? counts[v + 1] : 0);
  for (let v = 1; v < 256; v++) if (near(v) > near(best)) best = v;
  return best;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
