import sharp, { type Metadata } from "sharp";
import { EngineError } from "../../engine-error";

/** A plain RGB JPEG still: auto-oriented, metadata stripped, longest side capped. */
export interface NormalizedImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface ImageLimits {
  maxBytes?: number;
  maxPixels?: number;
}

export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
export const DEFAULT_MAX_PIXELS = 40_000_000;
export const MAX_SIDE = 2048;
/** Shorter sides hold nothing to roast; 1-pixel strips made later stages blow up to gigapixels. */
export const MIN_SIDE = 32;
/** Longer than this many times its width (or the reverse) is a strip, not a screenshot or photo. */
export const MAX_ASPECT_RATIO = 10;

// SVG and PDF are left out on purpose: they can reference external resources and fonts.
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

const invalidType = (cause?: unknown) => new EngineError("UNSUPPORTED_MEDIA", "Please upload a JPG or PNG image", { title: "Invalid file type", cause });

const badShape = () =>
  new EngineError(
    "UNPROCESSABLE",
    `Please upload a screenshot or photo at least ${MIN_SIDE} pixels on each side and at most ${MAX_ASPECT_RATIO} times as long as it is wide`,
    { title: "Invalid image" },
  );

const tooLarge = (message: string) => new EngineError("TOO_LARGE", message, { title: "File too large" });

/**
 * Decodes an upload and re-encodes it as a clean still. The header is checked before any pixel
 * is decoded, so a small file that claims huge dimensions (a decompression bomb) costs nothing.
 */
export async function normalizeImage(input: Buffer, limits: ImageLimits = {}): Promise<NormalizedImage> {
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxPixels = limits.maxPixels ?? DEFAULT_MAX_PIXELS;
  if (input.length === 0) throw invalidType();
  if (input.length > maxBytes) throw tooLarge(`Please upload an image under ${formatMegabytes(maxBytes)}`);

  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch((cause: unknown) => {
      throw invalidType(cause);
    });
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw invalidType();
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const pixels = width * height;
  if (pixels <= 0) throw invalidType();
  if (pixels > maxPixels) {
    throw tooLarge(`This image is too large to process (over ${Math.floor(maxPixels / 1_000_000)} megapixels)`);
  }
  // Checked on the header's size: rotation swaps the sides but changes neither test.
  if (Math.min(width, height) < MIN_SIDE || Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) throw badShape();

  try {
    // A still this function made (the upload's, read again by the worker) is decoded to prove it
    // whole, and kept as it is: re-encoding a JPEG loses a little more of the text every time.
    if (isOwnStill(meta)) {
      await sharp(input, { limitInputPixels: maxPixels, failOn: "error" }).raw().toBuffer();
      return { jpeg: input, width, height };
    }
    const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: "error", pages: 1 })
      .autoOrient()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .jpeg({ quality: 90, chromaSubsampling: "4:4:4" })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (cause) {
    throw invalidType(cause);
  }
}

/** What our own stills are: an upright sRGB JPEG within the size cap, 4:4:4, with no metadata to strip. */
function isOwnStill(meta: Metadata): boolean {
  return (
    meta.format === "jpeg" &&
    meta.space === "srgb" &&
    meta.channels === 3 &&
    meta.chromaSubsampling === "4:4:4" &&
    !meta.isProgressive &&
    (meta.orientation ?? 1) === 1 &&
    !meta.exif &&
    !meta.icc &&
    !meta.xmp &&
    !meta.iptc &&
    Math.max(meta.width ?? 0, meta.height ?? 0) <= MAX_SIDE
  );
}

function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
