import sharp from "sharp";
import { judgeModeration, type ModerationVerdict } from "./judge-moderation";
import { getModerationModel, MODERATION_INPUT_SIZE, type ModerationModel } from "./moderation-model";

/** Judges an image before anything is spent on it: the upload path's gate. */
export interface ImageModerator {
  /** Resolves once the model is loaded (at once when moderation is off). */
  ready: Promise<void>;
  moderate(image: Buffer): Promise<ModerationVerdict>;
}

/**
 * The image as the model reads it: the whole picture squeezed to 224x224 RGB (nsfwjs stretches
 * too; a crop could cut away what matters). sharp's resize is cheaper than the model's own.
 */
export async function readModerationPixels(image: Buffer): Promise<Uint8Array> {
  const { data } = await sharp(image)
    .resize(MODERATION_INPUT_SIZE, MODERATION_INPUT_SIZE, { fit: "fill" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** Scores one image with the given (or the process's shared) model and judges it. */
export async function moderateImage(image: Buffer, model: ModerationModel = getModerationModel()): Promise<ModerationVerdict> {
  return judgeModeration(await model.classify(await readModerationPixels(image)));
}

/**
 * The process's moderator: nsfwjs on wasm, loaded at once when `preload` (a server at start-up,
 * off the first upload's clock), else on the first image; or, switched off, one that allows all.
 */
export function createImageModerator(options: { enabled: boolean; preload?: boolean }): ImageModerator {
  if (!options.enabled) return { ready: Promise.resolve(), moderate: async () => ({ decision: "allow" }) };
  if (options.preload) getModerationModel().ready.catch(() => {}); // a failed load is retried by the first upload
  return {
    get ready() {
      return getModerationModel().ready;
    },
    moderate: (image) => moderateImage(image),
  };
}
