import { closeModelThread, getModelThread } from "../../../infrastructure/models/model-thread";
import { type PhotoDetection, readPhotoDetection } from "./read-photo-detection";

/** Raw RGB pixels, three bytes a pixel, as the model reads them. */
export interface PhotoPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface PhotoModel {
  /** Resolves once the models are loaded; rejects if they cannot be. */
  ready: Promise<void>;
  detect(pixels: PhotoPixels, options?: { timeoutMs?: number }): Promise<PhotoDetection>;
  close(): Promise<void>;
}

/** One object whatever the thread behind it: a thread that stopped is replaced by the next call. */
const model: PhotoModel = {
  get ready() {
    const loading = getModelThread().load("photo");
    loading.catch(() => undefined); // a caller that only preloads need not wait; the next call tries again
    return loading;
  },
  async detect(pixels, { timeoutMs = 10_000 } = {}) {
    const facts = await getModelThread()
      .run("photo", { data: pixels.data, width: pixels.width, height: pixels.height }, timeoutMs)
      .catch((error: Error) => {
        throw new Error(`the photo model failed: ${error.message}`);
      });
    return readPhotoDetection(facts);
  },
  close: () => closePhotoModel(),
};

/**
 * The process's photo model: Human's models in the engine's model thread (infrastructure/models/model-thread.ts),
 * loading from the first call on (an engine calls this when it is created, off the first roast's
 * clock). A load that failed is tried again by the next call.
 */
export function getPhotoModel(): PhotoModel {
  void model.ready; // starts the load
  return model;
}

/** Ends the models' thread (benches and tests; a worker process just exits). */
export const closePhotoModel = closeModelThread;
