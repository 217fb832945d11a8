import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Starts a worker thread on one of the engine's plain JavaScript files (`.mjs`), without the
 * parent's Node options. A thread inherits them by default, and the server runs under tsx
 * (`npm start`): every thread then loaded tsx's TypeScript loader before its own code, which a
 * plain file never needs. An offline voice take starts a thread of its own, so that was ~75 ms
 * of CPU on every take, a third of a typical one (docs/benchmarks.md).
 */
export function startThread(url: URL, options: Omit<WorkerOptions, "execArgv"> = {}): Worker {
  return new Worker(url, { ...options, execArgv: [] });
}
