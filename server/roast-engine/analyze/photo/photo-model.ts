import { Worker } from "node:worker_threads";
import { HUMAN_CONFIG } from "./human-config";
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

type Reply =
  | { type: "ready" }
  | { type: "failed"; error: string }
  | { type: "result"; id: number; facts: unknown }
  | { type: "error"; id: number; error: string };

const WORKER_URL = new URL("./photo-model-worker.mjs", import.meta.url);
/**
 * The thread's short-lived JavaScript objects are small (the tensors live in wasm memory), yet V8
 * lets a young generation grow to tens of MB and keeps it: capped at 8 MB the thread holds ~30 MB
 * less, with the same results and CPU per detection (docs/benchmarks.md, worker memory).
 */
const YOUNG_GENERATION_MB = 8;
let shared: PhotoModel | undefined;

/**
 * The process's one photo model, loading from the first call on (an engine calls this when it is
 * created, off the first roast's clock). A model that failed to load is dropped, so a later call
 * tries again.
 */
export function getPhotoModel(): PhotoModel {
  if (!shared) {
    const model = startPhotoModel();
    model.ready.catch(() => {
      if (shared === model) shared = undefined;
      void model.close();
    });
    shared = model;
  }
  return shared;
}

/** Ends the shared model's thread (benches and tests; a worker process just exits). */
export async function closePhotoModel(): Promise<void> {
  const model = shared;
  shared = undefined;
  await model?.close();
}

function startPhotoModel(): PhotoModel {
  const worker = new Worker(WORKER_URL, { workerData: { config: HUMAN_CONFIG }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  const pending = new Map<number, { resolve: (facts: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
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
    if (reply.type === "failed") return failAll(new Error(`the photo model did not load: ${reply.error}`));
    const request = pending.get(reply.id);
    if (!request) return; // timed out already
    pending.delete(reply.id);
    clearTimeout(request.timer);
    updateRef();
    if (reply.type === "result") request.resolve(reply.facts);
    else request.reject(new Error(`the photo model failed: ${reply.error}`));
  });
  worker.on("error", (error) => failAll(error));
  worker.on("exit", () => failAll(new Error("the photo model's thread stopped")));

  return {
    ready,
    async detect(pixels, { timeoutMs = 10_000 } = {}) {
      // The clock starts once the model is loaded: loading is paid once, at engine creation.
      await ready;
      const id = nextId++;
      const answer = new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          updateRef();
          reject(new Error(`the photo model took over ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        updateRef();
      });
      worker.postMessage({ id, data: pixels.data, width: pixels.width, height: pixels.height });
      return readPhotoDetection(await answer);
    },
    async close() {
      await worker.terminate();
    },
  };
}
