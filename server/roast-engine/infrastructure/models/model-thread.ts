import { endThread } from "../tools/end-thread";
import { startThread } from "../tools/start-thread";
import { HUMAN_CONFIG } from "./human-config";

/** The models the thread holds (infrastructure/models/model-thread-worker.mjs). */
export type ModelName = "photo" | "moderation";

export interface ModelThread {
  /** Loads `model` once (later calls share the load); rejects if it cannot be, and a later call tries again. */
  load(model: ModelName): Promise<void>;
  /** Runs `model` on one input once it is loaded; rejects after `timeoutMs` of the model's own work. */
  run(model: ModelName, input: Record<string, unknown>, timeoutMs: number): Promise<unknown>;
  close(): Promise<void>;
}

type Reply =
  | { type: "loaded"; model: ModelName }
  | { type: "load-failed"; model: ModelName; error: string }
  | { type: "result"; id: number; result: unknown }
  | { type: "error"; id: number; error: string };

const WORKER_URL = new URL("./model-thread-worker.mjs", import.meta.url);
/**
 * The thread's short-lived JavaScript objects are small (the tensors live in wasm memory), yet V8
 * lets a young generation grow to tens of MB and keeps it: capped at 8 MB the thread holds ~30 MB
 * less, with the same results and CPU per detection (docs/benchmarks.md, worker memory).
 */
const YOUNG_GENERATION_MB = 8;
/** An input the thread has not answered in this many of its deadlines has wedged it (see `send`). */
const WEDGED_AFTER_DEADLINES = 5;
let shared: ModelThread | undefined;

/**
 * The process's one model thread, started on the first call. A thread that stops (a crash, an
 * exit) is dropped, so a later call starts another.
 */
export function getModelThread(): ModelThread {
  if (!shared) {
    const thread = startModelThread(() => {
      if (shared === thread) shared = undefined;
    });
    shared = thread;
  }
  return shared;
}

/** Ends the shared thread (benches and tests; a server process just exits). */
export async function closeModelThread(): Promise<void> {
  const thread = shared;
  shared = undefined;
  await thread?.close();
}

interface Waiter<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

/**
 * A thread on `url` (the engine's worker file; a test's stand-in speaks the same messages).
 * `onStopped` runs once when it stops for any reason.
 */
export function startModelThread(onStopped: () => void, url: URL = WORKER_URL): ModelThread {
  const worker = startThread(url, { workerData: { config: HUMAN_CONFIG }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  const loads = new Map<ModelName, Promise<void>>();
  const loadWaiters = new Map<ModelName, Waiter<void>>();
  const pending = new Map<number, Waiter<unknown> & { timer: NodeJS.Timeout }>();
  // Every input handed over and not yet answered by the thread, timed out or not: the thread is
  // still working on it, so the next input waits for it (see `run`).
  const working = new Map<number, () => void>();
  let nextId = 1;
  let stopped: Error | undefined;
  let lastTurn: Promise<unknown> = Promise.resolve();

  // An idle thread must not keep a CLI or a test process alive; a load or a request in flight does.
  const updateRef = () => (pending.size > 0 || loadWaiters.size > 0 ? worker.ref() : worker.unref());
  updateRef();
  const failAll = (error: Error) => {
    stopped ??= error;
    onStopped();
    for (const waiter of loadWaiters.values()) waiter.reject(error);
    loadWaiters.clear();
    for (const request of pending.values()) {
      clearTimeout(request.timer);
      request.reject(error);
    }
    pending.clear();
    for (const done of working.values()) done();
    working.clear();
  };
  worker.on("message", (reply: Reply) => {
    if (reply.type === "loaded" || reply.type === "load-failed") {
      const waiter = loadWaiters.get(reply.model);
      loadWaiters.delete(reply.model);
      updateRef();
      if (reply.type === "loaded") return waiter?.resolve();
      loads.delete(reply.model); // the next call tries again
      return waiter?.reject(new Error(`the ${reply.model} model did not load: ${reply.error}`));
    }
    working.get(reply.id)?.();
    working.delete(reply.id);
    const request = pending.get(reply.id);
    if (!request) return; // timed out already
    pending.delete(reply.id);
    clearTimeout(request.timer);
    updateRef();
    if (reply.type === "result") request.resolve(reply.result);
    else request.reject(new Error(reply.error));
  });
  worker.on("error", (error) => failAll(error));
  worker.on("exit", () => failAll(new Error("the model thread stopped")));

  const load = (model: ModelName): Promise<void> => {
    if (stopped) return Promise.reject(stopped);
    let loading = loads.get(model);
    if (!loading) {
      loading = new Promise<void>((resolve, reject) => loadWaiters.set(model, { resolve, reject }));
      loads.set(model, loading);
      updateRef();
      worker.postMessage({ type: "load", model });
    }
    return loading;
  };

  return {
    load,
    async run(model, input, timeoutMs) {
      // The clock starts once the model is loaded: loading is paid once, off any upload's clock.
      await load(model);
      // The thread runs one input at a time: each is handed over when the thread has answered the
      // one before, so a request's clock measures the model on its input, not the queue of a burst
      // of them, nor the rest of an earlier input that ran out of time: the thread goes on with
      // that one, and a clock started at its timeout failed the next upload's moderation with it.
      const turn = lastTurn.then(() => send(model, input, timeoutMs));
      lastTurn = turn.then((sent) => sent.done).catch(() => undefined);
      return turn.then((sent) => sent.answer);
    },
    async close() {
      onStopped();
      await endThread(worker);
    },
  };

  /**
   * Hands one input over. `answer` settles with the thread's reply or at the deadline; `done` when
   * the thread is free again. An input still unanswered at five times its deadline has wedged the
   * thread: it is ended, so the inputs behind it fail now and the next call starts a fresh thread
   * (getModelThread).
   */
  function send(model: ModelName, input: Record<string, unknown>, timeoutMs: number): { answer: Promise<unknown>; done: Promise<void> } {
    if (stopped) throw stopped;
    const id = nextId++;
    const done = new Promise<void>((resolve) => working.set(id, resolve));
    const answer = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        updateRef();
        reject(new Error(`the ${model} model took over ${timeoutMs} ms`));
        const wedged = setTimeout(
          () => {
            if (working.has(id)) void worker.terminate();
          },
          (WEDGED_AFTER_DEADLINES - 1) * timeoutMs,
        );
        wedged.unref();
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      updateRef();
    });
    worker.postMessage({ type: "run", model, id, ...input });
    return { answer, done };
  }
}
