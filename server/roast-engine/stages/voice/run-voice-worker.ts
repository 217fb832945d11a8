import { EngineError } from "../../engine-error";
import { endThread } from "../../infrastructure/tools/end-thread";
import { startThread } from "../../infrastructure/tools/start-thread";

/**
 * Runs one take in a worker thread that ends afterwards (its wasm memory goes with it) and hands
 * its reply to `read`, which throws on a bad take. Aborting `signal` ends the worker; any other
 * failure is the one "Offline voice failed" error.
 */
export async function runVoiceWorker<Reply, Output>(options: {
  url: URL;
  workerData: unknown;
  signal?: AbortSignal;
  read: (reply: Reply) => Output;
}): Promise<Output> {
  const { signal } = options;
  const worker = startThread(options.url, { workerData: options.workerData });
  const onAbort = () => void worker.terminate();
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    const reply = await new Promise<Reply>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", () => reject(signal?.aborted ? signal.reason : new Error("the voice worker stopped")));
    });
    return options.read(reply);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new EngineError("INTERNAL", `Offline voice failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    signal?.removeEventListener("abort", onAbort);
    await endThread(worker);
  }
}
