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

/**
 * Greyscale, contrast-stretched copy for OCR. Dark-mode screens are inverted: tesseract reads
 * dark text on light far better than the reverse.
 */
export async function prepareOcrImage(jpeg: Buffer, size: { width: number; height: number }, brightness: number): Promise<Buffer> {
  const targetWidth = chooseOcrWidth(size.width, size.height);
  let image = sharp(jpeg).greyscale();
  if (targetWidth !== size.width) image = image.resize({ width: targetWidth, kernel: "lanczos3" });
  if (brightness < 0.45) image = image.negate({ alpha: false });
  return image.normalise().png({ compressionLevel: 1 }).toBuffer();
}
