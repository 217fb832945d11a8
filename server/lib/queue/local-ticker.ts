import type { Logger } from "../logger";

export interface LocalTicker {
  /** Runs `task` every `seconds` in this process, never two runs of one task at once. */
  every(name: string, seconds: number, task: () => Promise<unknown>): void;
  /** Stops every task; a run in progress finishes on its own. */
  stopAll(): void;
}

/**
 * Recurring work each worker process does for itself, more often than a cron can (a minute at
 * the least): the queue owns it so it starts and stops with the workers. A failed run is logged
 * and the next one still comes.
 */
export function createLocalTicker(logger: Logger): LocalTicker {
  const timers = new Map<string, NodeJS.Timeout>();
  return {
    every(name, seconds, task) {
      if (timers.has(name)) throw new Error(`A local task named ${name} already runs`);
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        task()
          .catch((err: unknown) => logger.warn({ err, task: name }, "local task failed; it runs again on the next tick"))
          .finally(() => {
            running = false;
          });
      }, seconds * 1000);
      // A process with nothing else to do may still exit.
      timer.unref();
      timers.set(name, timer);
    },
    stopAll() {
      for (const timer of timers.values()) clearInterval(timer);
      timers.clear();
    },
  };
}
