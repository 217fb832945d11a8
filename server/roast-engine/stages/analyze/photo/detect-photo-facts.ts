import sharp from "sharp";
import type { NormalizedImage } from "../../../infrastructure/image";
import { type EngineLogger, STDERR_LOGGER } from "../../../engine-error";
import { type Box, NO_PHOTO_FACTS, type PhotoFacts } from "../../../types";
import { buildPhotoFacts } from "./build-photo-facts";
import { findPhotoRegion } from "./find-photo-region";
import { getPhotoModel, type PhotoPixels } from "./photo-model";

/** The model's own inputs are 192–512 px: a larger image only costs decoding and copying. */
const MODEL_SIDE = 640;
const THUMBNAIL_SIDE = 160;

/**
 * What the photo shows: on a photo, all of it; on a screenshot, its profile picture or post photo
 * if it has one big enough, else nothing (the model is skipped). A roast never fails here: if the
 * model cannot load or run, the upload is roasted on its words with NO_PHOTO_FACTS, and a warning
 * is logged to the caller's logger.
 */
export async function detectPhotoFacts(options: {
  image: NormalizedImage;
  isPhoto: boolean;
  logger?: EngineLogger;
  signal?: AbortSignal;
}): Promise<PhotoFacts> {
  const { image, isPhoto, logger = STDERR_LOGGER, signal } = options;
  try {
    const region = isPhoto ? { x: 0, y: 0, w: image.width, h: image.height } : await findScreenPhoto(image);
    if (!region) return NO_PHOTO_FACTS;
    signal?.throwIfAborted();
    const { data, info } = await sharp(image.jpeg)
      .extract({ left: region.x, top: region.y, width: region.w, height: region.h })
      .resize(MODEL_SIDE, MODEL_SIDE, { fit: "inside", withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels: PhotoPixels = { data: new Uint8Array(data), width: info.width, height: info.height };
    const detection = await getPhotoModel().detect(pixels);
    return buildPhotoFacts({ detection, pixels, region, scale: region.w / info.width });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    logger.warn({ err: error }, "photo model unavailable: roasting without photo facts");
    return NO_PHOTO_FACTS;
  }
}

/** The photo inside a screenshot, in the normalised image's pixels. */
async function findScreenPhoto(image: NormalizedImage): Promise<Box | undefined> {
  const { data, info } = await sharp(image.jpeg)
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: "inside", kernel: "nearest" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = findPhotoRegion({ data: new Uint8Array(data), width: info.width, height: info.height });
  if (!found) return undefined;
  const [sx, sy] = [image.width / info.width, image.height / info.height];
  const x = Math.floor(found.x * sx);
  const y = Math.floor(found.y * sy);
  return { x, y, w: Math.min(image.width - x, Math.ceil(found.w * sx)), h: Math.min(image.height - y, Math.ceil(found.h * sy)) };
}
