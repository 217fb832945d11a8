/**
 * The model's time limit (LLM_TIMEOUT_MS) as a signal that counts only the model's time: while
 * the engine waits for its own work (the screen's reading, which the request no longer waits
 * for), the clock is held, so a slow first reading never costs the model its answer.
 */
export interface ModelDeadline {
  signal: AbortSignal;
  /** Waits for `work` with the clock stopped. */
  hold<T>(work: Promise<T>): Promise<T>;
  /** Stops the clock for good (the answer is in, or the roast is over). */
  clear(): void;
}

export function createModelDeadline(timeoutMs: number): ModelDeadline {
  const controller = new AbortController();
  let remaining = timeoutMs;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    startedAt = performance.now();
    timer = setTimeout(() => controller.abort(new DOMException("The model took too long.", "TimeoutError")), remaining);
  };
  const stop = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining = Math.max(0, remaining - (performance.now() - startedAt));
  };
  start();
  return {
    signal: controller.signal,
    async hold(work) {
      stop();
      try {
        return await work;
      } finally {
        if (!controller.signal.aborted) start();
      }
    },
    clear: stop,
  };
}
