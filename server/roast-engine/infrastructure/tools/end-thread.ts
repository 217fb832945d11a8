import type { Worker } from "node:worker_threads";

/**
 * Ends a worker thread and resolves once it has ended. Node keeps no handle alive while a thread
 * is ending, ref'd or not: a process with nothing else to do (the roast CLI at its end) would
 * otherwise exit mid-await (code 13) with no output. A timer holds it until then.
 */
export async function endThread(worker: Worker): Promise<number> {
  const keepAlive = setInterval(() => undefined, 1_000);
  try {
    return await worker.terminate();
  } finally {
    clearInterval(keepAlive);
  }
}
