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
  const wanted = chooseOcrWidth(width, height) / width;
  const scale = Math.min(wanted, MAX_OCR_UPSCALE, MAX_OCR_SIDE / width, MAX_OCR_SIDE / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Greyscale, contrast-stretched copy for OCR. Dark-mode screens are inverted: tesseract reads
 * dark text on light far better than the reverse.
 */
export async function prepareOcrImage(jpeg: Buffer, size: { width: number; height: number }, brightness: number): Promise<Buffer> {
  const target = chooseOcrSize(size.width, size.height);
  let image = sharp(jpeg).greyscale();
  if (target.width !== size.width || target.height !== size.height) {
    image = image.resize({ width: target.width, height: target.height, fit: "fill", kernel: "lanczos3" });
  }
  if (brightness < 0.45) image = image.negate({ alpha: false });
  return image.normalise().png({ compressionLevel: 1 }).toBuffer();
}
