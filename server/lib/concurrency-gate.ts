/**
 * At most `concurrency` tasks at once, at most `maxWaiting` more waiting their turn in arrival
 * order; a task arriving past that is refused at once (GateFullError) instead of waiting behind a
 * queue that only grows. The gate guards a costly resource of one process (password hashing on
 * libuv's threads, features/auth/password-hashing.ts).
 */
export interface ConcurrencyGate {
  /** Runs `task` when a slot is free; rejects with GateFullError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** What the gate holds now, and the most that ever ran at once (since the last resetPeak). */
  stats(): GateStats;
  resetPeak(): void;
}

export interface GateStats {
  concurrency: number;
  maxWaiting: number;
  running: number;
  waiting: number;
  peakRunning: number;
  refused: number;
}

export class GateFullError extends Error {
  constructor() {
    super("too many tasks are waiting");
    this.name = "GateFullError";
  }
}

export function createConcurrencyGate(options: { concurrency: number; maxWaiting: number }): ConcurrencyGate {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxWaiting = Math.max(0, Math.floor(options.maxWaiting));
  const waiting: Array<() => void> = [];
  let running = 0;
  let peakRunning = 0;
  let refused = 0;

  const start = () => {
    running++;
    peakRunning = Math.max(peakRunning, running);
  };
  // A finished task hands its slot straight to the next in line, so a newcomer cannot jump the queue.
  const finish = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(task) {
      if (running < concurrency) start();
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else {
        refused++;
        throw new GateFullError();
      }
      try {
        return await task();
      } finally {
        finish();
      }
    },
    stats: () => ({ concurrency, maxWaiting, running, waiting: waiting.length, peakRunning, refused }),
    resetPeak() {
      peakRunning = running;
    },
  };
}
