import { Worker } from "node:worker_threads";
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

type Reply =
  | { type: "ready" }
  | { type: "failed"; error: string }
  | { type: "result"; id: number; scores: unknown }
  | { type: "error"; id: number; error: string };

const WORKER_URL = new URL("./moderation-model-worker.mjs", import.meta.url);
/** As the photo model's thread: its short-lived objects are small, the tensors live in wasm memory. */
const YOUNG_GENERATION_MB = 8;
let shared: ModerationModel | undefined;

/**
 * The process's one moderation model, loading from the first call on (the server calls this at
 * start-up, off the first upload's clock). A model that failed to load is dropped, so a later call
 * tries again.
 */
export function getModerationModel(): ModerationModel {
  if (!shared) {
    const model = startModerationModel();
    model.ready.catch(() => {
      if (shared === model) shared = undefined;
      void model.close();
    });
    shared = model;
  }
  return shared;
}

/** Ends the shared model's thread (benches and tests; a server process just exits). */
export async function closeModerationModel(): Promise<void> {
  const model = shared;
  shared = undefined;
  await model?.close();
}

function startModerationModel(): ModerationModel {
  const worker = new Worker(WORKER_URL, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  const pending = new Map<number, { resolve: (scores: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  let nextId = 1;
  let settleReady: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject };
  });
  const failAll = (error: Error) => {
    settleReady?.reject(error);
    for (const request of pending.values()) {
      clearTimeout(request.timer);
      request.reject(error);
    }
    pending.clear();
  };
  // An idle model must not keep a CLI or a test process alive; a pending request does.
  const updateRef = () => (pending.size > 0 ? worker.ref() : worker.unref());
  updateRef();
  worker.on("message", (reply: Reply) => {
    if (reply.type === "ready") return settleReady?.resolve();
    if (reply.type === "failed") return failAll(new Error(`the moderation model did not load: ${reply.error}`));
    const request = pending.get(reply.id);
    if (!request) return; // timed out already
    pending.delete(reply.id);
    clearTimeout(request.timer);
    updateRef();
    if (reply.type === "result") request.resolve(reply.scores);
    else request.reject(new Error(`the moderation model failed: ${reply.error}`));
  });
  worker.on("error", (error) => failAll(error));
  worker.on("exit", () => failAll(new Error("the moderation model's thread stopped")));

  let lastTurn: Promise<void> = Promise.resolve();
  const send = (rgb: Uint8Array, timeoutMs: number) => {
    const id = nextId++;
    const answer = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        updateRef();
        reject(new Error(`the moderation model took over ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      updateRef();
    });
    worker.postMessage({ id, data: rgb });
    return answer;
  };

  return {
    ready,
    async classify(rgb, { timeoutMs = 10_000 } = {}) {
      if (rgb.length !== MODERATION_INPUT_SIZE * MODERATION_INPUT_SIZE * 3) throw new Error("the moderation model reads 224x224 RGB");
      await ready;
      // The thread judges one image at a time: each is handed over when the one before is done,
      // so the clock measures the model on this image, not the queue of a burst of uploads.
      const turn = lastTurn.then(() => send(rgb, timeoutMs));
      lastTurn = turn.then(
        () => undefined,
        () => undefined,
      );
      return readModerationScores(await turn);
    },
    async close() {
      await worker.terminate();
    },
  };
}
