import sharp from "sharp";
import type { Analysis } from "../../types";
import type { NormalizedImage } from "../../infrastructure/image";
import { nameColor } from "./name-color";
import { measureFlatRuns } from "./screen-or-photo";
import { findContentRows, findDominantColors, measureBlurriness, measureBrightness, measureGreyShare } from "./visual-stats";

export type VisualFacts = Omit<Analysis["visual"], "isScreenshot"> & { flatRuns: number };

/**
 * Colour, brightness, greyness, blur and how much of it is drawn flat (screen-or-photo.ts) from two small thumbnails: the full image is never
 * scanned in JavaScript. Nearest-neighbour sampling keeps a screen's flat areas exactly flat.
 */
export async function measureVisualFacts(image: NormalizedImage): Promise<VisualFacts> {
  const [colour, grey, rows] = await Promise.all([
    sharp(image.jpeg).resize(160, 160, { fit: "inside", kernel: "nearest" }).raw().toBuffer({ resolveWithObject: true }),
    sharp(image.jpeg).resize(384, 384, { fit: "inside" }).greyscale().raw().toBuffer({ resolveWithObject: true }),
    // Rows a few image pixels tall each: fine enough to find the gaps between lines of text.
    sharp(image.jpeg).resize(ROWS_WIDTH, ROWS_HEIGHT, { fit: "inside" }).greyscale().raw().toBuffer({ resolveWithObject: true }),
  ]);
  const pixels = { data: new Uint8Array(colour.data), width: colour.info.width, height: colour.info.height };
  const dominantColors = findDominantColors(pixels);
  return {
    width: image.width,
    height: image.height,
    dominantColors,
    colorNames: [...new Set(dominantColors.map(nameColor))],
    brightness: Math.round(measureBrightness(pixels) * 100) / 100,
    greyShare: Math.round(measureGreyShare(pixels) * 100) / 100,
    blurriness: measureBlurriness(new Uint8Array(grey.data), grey.info.width, grey.info.height),
    flatRuns: Math.round(measureFlatRuns(pixels) * 100) / 100,
    rows: findContentRows(new Uint8Array(rows.data), rows.info.width, rows.info.height, image.height / rows.info.height),
  };
}

/** The thumbnail the content rows are read from, at most this wide and tall. */
const ROWS_WIDTH = 256;
const ROWS_HEIGHT = 1024;
