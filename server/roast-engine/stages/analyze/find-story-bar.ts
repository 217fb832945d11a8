import sharp from "sharp";
import type { GreyPixels } from "./visual-stats";

/** The band at the top of a portrait screen where a story's progress bar sits (under the status bar). */
export const STORY_BAR_BAND = 0.1;
/** How much a bar pixel differs from the pixels a few rows above and below it. */
const MIN_CONTRAST = 20;
/** Segments at least this share of the width, gaps between them at most this share. */
const MIN_SEGMENT = 0.1;
const MAX_GAP = 0.04;
/** From the first segment's start to the last one's end: nearly the whole width. */
const MIN_SPAN = 0.85;

/**
 * A story's progress bar: a thin row, lighter or darker than what lies just above and below it,
 * cut into two or more segments that together span the screen. A divider line is one unbroken
 * segment and a row of text is many short ones, so neither passes. `thickness` is how far above
 * and below the bar its surroundings are looked at, in rows.
 */
export function hasStoryProgressBar({ data, width, height }: GreyPixels, thickness: number): boolean {
  for (let y = thickness; y < height - thickness; y++) {
    const marked = new Uint8Array(width);
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x];
      const up = v - data[(y - thickness) * width + x];
      const down = v - data[(y + thickness) * width + x];
      marked[x] = Math.abs(up) >= MIN_CONTRAST && Math.abs(down) >= MIN_CONTRAST && Math.sign(up) === Math.sign(down) ? 1 : 0;
    }
    if (isSegmentedRow(marked, width)) return true;
  }
  return false;
}

function isSegmentedRow(marked: Uint8Array, width: number): boolean {
  const runs: Array<[start: number, end: number]> = [];
  let start = -1;
  for (let x = 0; x <= width; x++) {
    if (x < width && marked[x]) {
      if (start < 0) start = x;
    } else if (start >= 0) {
      // A pixel or two lost to JPEG noise does not cut a segment in two.
      const last = runs[runs.length - 1];
      if (last && start - last[1] <= 2) last[1] = x;
      else runs.push([start, x]);
      start = -1;
    }
  }
  const segments = runs.filter(([s, e]) => e - s >= width * MIN_SEGMENT);
  if (segments.length < 2) return false;
  const gapsSmall = segments.slice(1).every(([s], i) => s - segments[i][1] <= width * MAX_GAP);
  return gapsSmall && segments[segments.length - 1][1] - segments[0][0] >= width * MIN_SPAN;
}

/** Reads the top band of a portrait image for a story's progress bar; a landscape image has none. */
export async function findStoryBar(image: { jpeg: Buffer; width: number; height: number }): Promise<boolean> {
  if (image.height < image.width) return false;
  const band = Math.max(1, Math.round(image.height * STORY_BAR_BAND));
  const { data, info } = await sharp(image.jpeg)
    .extract({ left: 0, top: 0, width: image.width, height: band })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  return hasStoryProgressBar(grey, Math.max(3, Math.round(image.height * 0.004)));
}
