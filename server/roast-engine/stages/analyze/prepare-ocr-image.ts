import sharp from "sharp";

/**
 * The width OCR reads at. A phone screenshot (portrait) is read at 864 px: its text is then
 * ~25–40 px high, which tesseract reads as well as at full size for a third less work. Desktop
 * screenshots (landscape) carry smaller text, so they keep up to 1600 px and grow to at least 1000.
 */
export function chooseOcrWidth(width: number, height: number): number {
  if (height >= width) return 864;
  return Math.min(1600, Math.max(1000, width));
}

/** No side of the OCR image grows past this: a long scroll capture is read at a smaller scale. */
export const MAX_OCR_SIDE = 4096;
/** Nor does it grow more than this: a tiny image enlarged further only blurs. */
export const MAX_OCR_UPSCALE = 4;

/**
 * The size OCR reads at, bounded on both sides: the width chooseOcrWidth asks for, unless that
 * would make either side longer than MAX_OCR_SIDE or enlarge more than MAX_OCR_UPSCALE times (a
 * 1x2048 strip asked for width 864 would otherwise become 864x1.7 million pixels). Never below 1 px.
 */
export function chooseOcrSize(width: number, height: number): { width: number; height: number } {
  return boundedOcrSize(width, height, chooseOcrWidth(width, height));
}

/** The size an image `width`x`height` is read at when asked for `wantedWidth`, within MAX_OCR_SIDE and MAX_OCR_UPSCALE. */
function boundedOcrSize(width: number, height: number, wantedWidth: number): { width: number; height: number } {
  const scale = Math.min(wantedWidth / width, MAX_OCR_UPSCALE, MAX_OCR_SIDE / width, MAX_OCR_SIDE / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A second, larger reading (`chooseLargerOcrSize`) is this many times the first's width… */
const LARGER_READING = 2;
/** …and is worth a recognition only where it comes out at least this much larger. */
const LEAST_LARGER = 1.5;

/**
 * The size of a second reading at twice the first's scale (chooseOcrSize), within the same
 * bounds, for a screen where the first read little: a desktop page shrunk and recompressed
 * carries text a few pixels high, which tesseract reads only enlarged. None where the bounds
 * leave it less than {@link LEAST_LARGER} times the first.
 */
export function chooseLargerOcrSize(width: number, height: number): { width: number; height: number } | undefined {
  const first = chooseOcrSize(width, height);
  const larger = boundedOcrSize(width, height, LARGER_READING * first.width);
  return larger.width >= first.width * LEAST_LARGER ? larger : undefined;
}

/**
 * Greyscale, contrast-stretched copy for OCR, at `target`'s size (chooseOcrSize's by default).
 * Dark-mode screens are inverted: tesseract reads dark text on light far better than the reverse.
 */
export async function prepareOcrImage(
  jpeg: Buffer,
  size: { width: number; height: number },
  brightness: number,
  target = chooseOcrSize(size.width, size.height),
): Promise<Buffer> {
  let image = sharp(jpeg).greyscale();
  if (target.width !== size.width || target.height !== size.height) {
    image = image.resize({ width: target.width, height: target.height, fit: "fill", kernel: "lanczos3" });
  }
  if (brightness < 0.45) image = image.negate({ alpha: false });
  return image.normalise().png({ compressionLevel: 1 }).toBuffer();
}

/** Light text is at least this light (0..255)… */
export const LIGHT_TEXT_LEVEL = 150;
/** …and this much lighter than the area around it (its blurred surroundings). */
export const LIGHT_TEXT_LIFT = 22;
/** Share of the image that must pass as light text for a second reading to be worth it. */
export const MIN_LIGHT_TEXT_SHARE = 0.002;
/**
 * Rows of the copy that must look like text for a second reading to be worth it. A row through a
 * line of text crosses several thin strokes; blobs, stripes and the thin curves a photo leaves in
 * the copy do not. On such a copy tesseract finds nothing and Leptonica prints "invalid box"
 * errors, so it is not read at all (no-text photos: 0–1 such rows; the least text in the sample
 * set, one short caption: 55).
 */
export const MIN_TEXT_ROWS = 8;
/**
 * Share of a copy's rows that must cross light text the first reading left unread for a screen to
 * be read again for it: several bubbles' worth (a dark chat's coloured bubbles, 19 % of its rows),
 * not the white words of a button or a badge (at most 6 % on the screens of bench/held-out-v19).
 */
export const MIN_UNREAD_TEXT_SHARE = 0.08;
/** A row looks like text when it crosses at least this many thin strokes. */
const STROKES_PER_TEXT_ROW = 4;

/**
 * Light text kept black on white, everything else dropped: white captions over a photo and white
 * words in coloured dark-mode bubbles, which the greyscale copy loses to the busy or mid-dark
 * background around them. A pixel counts as text when it is light and lighter than its
 * surroundings, so a pale sky or sand under white words drops out where one fixed level would
 * keep it. Same size as prepareOcrImage's copy (`target`), so its boxes map back the same way.
 */
export async function prepareLightTextImage(
  jpeg: Buffer,
  size: { width: number; height: number },
  target = chooseOcrSize(size.width, size.height),
  options: { unreadBeside?: ReadonlyArray<{ x: number; y: number; w: number; h: number }> } = {},
): Promise<Buffer | undefined> {
  const grey = await sharp(jpeg).greyscale().resize({ width: target.width, height: target.height, fit: "fill", kernel: "lanczos3" }).raw().toBuffer();
  const raw = { raw: { width: target.width, height: target.height, channels: 1 as const } };
  const around = await sharp(grey, raw).blur(8).raw().toBuffer();
  const out = Buffer.alloc(grey.length, 255);
  let marked = 0;
  for (let i = 0; i < grey.length; i++) {
    if (grey[i] >= LIGHT_TEXT_LEVEL && grey[i] - around[i] >= LIGHT_TEXT_LIFT) {
      out[i] = 0;
      marked++;
    }
  }
  // Next to no light text: a second reading would find nothing and still cost a recognition.
  if (marked < grey.length * MIN_LIGHT_TEXT_SHARE) return undefined;
  if (countTextLikeRows(out, target.width, target.height, MIN_TEXT_ROWS) < MIN_TEXT_ROWS) return undefined;
  const unread = Math.ceil(target.height * MIN_UNREAD_TEXT_SHARE);
  if (options.unreadBeside && countTextLikeRows(withoutBoxes(out, target.width, options.unreadBeside), target.width, target.height, unread) < unread)
    return undefined;
  return sharp(out, raw).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * The light text a first reading did not read: the mask with the lines it read blanked (a line's
 * height around each, for the tails and accents its box leaves out). White words in coloured
 * bubbles of a dark screen, lost to the greyscale copy, are what is left.
 */
function withoutBoxes(mask: Buffer, width: number, boxes: ReadonlyArray<{ x: number; y: number; w: number; h: number }>): Buffer {
  const left = Buffer.from(mask);
  const height = mask.length / width;
  for (const box of boxes) {
    const pad = Math.round(box.h);
    const [x0, x1] = [Math.max(0, Math.floor(box.x - pad)), Math.min(width, Math.ceil(box.x + box.w + pad))];
    const [y0, y1] = [Math.max(0, Math.floor(box.y - pad / 2)), Math.min(height, Math.ceil(box.y + box.h + pad / 2))];
    for (let y = y0; y < y1; y++) left.fill(255, y * width + x0, y * width + x1);
  }
  return left;
}

/**
 * Rows of a black-on-white copy (0 = ink) that cross several thin strokes, as a line of text does,
 * counted up to `enough`. A stroke is a run of ink no wider than ~2% of the image (12 px at least).
 */
export function countTextLikeRows(mask: Uint8Array | Buffer, width: number, height: number, enough = Number.POSITIVE_INFINITY): number {
  const thin = Math.max(12, Math.round(width * 0.02));
  let rows = 0;
  for (let y = 0; y < height && rows < enough; y++) {
    let strokes = 0;
    let run = 0;
    for (let x = 0, i = y * width; x <= width; x++, i++) {
      if (x < width && mask[i] === 0) run++;
      else {
        if (run > 0 && run <= thin) strokes++;
        run = 0;
      }
    }
    if (strokes >= STROKES_PER_TEXT_ROW) rows++;
  }
  return rows;
}
