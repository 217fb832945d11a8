import { closeModelThread, getModelThread } from "../../infrastructure/models/model-thread";
import { type ModerationScores, readModerationScores } from "./moderation-scores";

/** The side of the square RGB image the model reads. */
export const MODERATION_INPUT_SIZE = 224;

export interface ModerationModel {
  /** Resolves once the model is loaded; rejects if it cannot be. */
  ready: Promise<void>;
  /** Scores a 224x224 RGB image (three bytes a pixel). */
  classify(rgb: Uint8Array, options?: { timeoutMs?: number }): Promise<ModerationScores>;
  close(): Promise<void>;
}

/** One object whatever the thread behind it: a thread that stopped is replaced by the next call. */
const model: ModerationModel = {
  get ready() {
    const loading = getModelThread().load("moderation");
    loading.catch(() => undefined); // a caller that only preloads need not wait; the next call tries again
    return loading;
  },
  async classify(rgb, { timeoutMs = 10_000 } = {}) {
    if (rgb.length !== MODERATION_INPUT_SIZE * MODERATION_INPUT_SIZE * 3) throw new Error("the moderation model reads 224x224 RGB");
    const scores = await getModelThread()
      .run("moderation", { data: rgb }, timeoutMs)
      .catch((error: Error) => {
        throw new Error(`the moderation model failed: ${error.message}`);
      });
    return readModerationScores(scores);
  },
  close: () => closeModerationModel(),
};

/**
 * The process's moderation model: nsfwjs's classifier in the engine's model thread
 * (infrastructure/models/model-thread.ts), loading from the first call on (the server calls this at start-up, off
 * the first upload's clock). A load that failed is tried again by the next call.
 */
export function getModerationModel(): ModerationModel {
  void model.ready; // starts the load
  return model;
}

/** Ends the models' thread (benches and tests; a server process just exits). */
export const closeModerationModel = closeModelThread;
