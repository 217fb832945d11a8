import type { RgbPixels } from "./visual-stats";

/**
 * A run this long (pixels of the 160 px thumbnail measureVisualFacts reads) of exactly one colour
 * is drawn, not photographed: an app paints its backgrounds, bars and bubbles in one colour, so a
 * row of a screenshot crosses long runs even between its words, and JPEG keeps a flat area flat.
 * A photo's darkest or smoothest part (a canyon in shade, an evening sea) still changes every few
 * pixels with its noise and gradients; only a part clipped to pure black or white runs this long.
 */
const FLAT_RUN = 12;

/**
 * Share of the pixels lying in a row run of at least FLAT_RUN pixels of one exact colour. On the
 * sample screens (clean and recompressed) it is 0.44 or more; on the real photos 0.11 at most (a
 * sunset's black silhouettes). Counting equal neighbours instead (the share of pairs of one
 * colour) puts dark or smooth photos at 0.26–0.35, among screens with a big photo in them.
 */
export function measureFlatRuns({ data, width, height }: RgbPixels): number {
  let inRuns = 0;
  for (let y = 0; y < height; y++) {
    let run = 1;
    for (let x = 1; x <= width; x++) {
      const i = (y * width + x) * 3;
      const same = x < width && data[i] === data[i - 3] && data[i + 1] === data[i - 2] && data[i + 2] === data[i - 1];
      if (same) run++;
      else {
        if (run >= FLAT_RUN) inRuns += run;
        run = 1;
      }
    }
  }
  return inRuns / Math.max(1, width * height);
}

/** Under this share of flat runs the upload is a photo, whatever text OCR finds on it. */
const PHOTO_UNDER = 0.25;
/** From this share, a screen with a big picture in it is a screenshot when it carries text. */
const TEXT_SCREEN_FROM = 0.15;

/** The photo model sees the whole upload when it is photo-like, else only the photo inside it. */
export function isPhotoLike(flatRuns: number): boolean {
  return flatRuns < PHOTO_UNDER;
}

/** A screenshot: drawn flat, or part flat and carrying several lines of text. */
export function classifyScreenshot(flatRuns: number, textLines: number): boolean {
  return !isPhotoLike(flatRuns) || (flatRuns >= TEXT_SCREEN_FROM && textLines >= 4);
}
