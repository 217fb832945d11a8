/**
 * Times the stages of one job run: each change closes the previous stage's timing. The stage
 * writes are chained so they reach the database in order even though the engine does not wait.
 */
export function createStageClock(first: string, onChange: (stage: string, timings: Record<string, number>) => Promise<unknown>) {
  const timings: Record<string, number> = {};
  let stage = first;
  let startedAt = Date.now();
  let writes: Promise<unknown> = Promise.resolve();

  const close = () => {
    timings[stage] = (timings[stage] ?? 0) + (Date.now() - startedAt);
    startedAt = Date.now();
  };

  return {
    get stage() {
      return stage;
    },
    /** Closes the current stage and writes the next; the returned promise settles with that write. */
    enter(next: string): Promise<void> {
      if (next === stage) return writes.then(() => {});
      close();
      stage = next;
      const snapshot = { ...timings };
      writes = writes.then(() => onChange(next, snapshot));
      // A failed write surfaces through settle() (and to whoever awaits this call); a caller that
      // only fires the stage change must not turn it into an unhandled rejection.
      writes.catch(() => {});
      const written = writes.then(() => {});
      written.catch(() => {});
      return written;
    },
    /** Waits for the stage writes so far; rethrows the first failure. */
    settle: () => writes,
    /** The timings with the current stage closed, and their total. */
    finish(): Record<string, number> {
      close();
      const total = Object.values(timings).reduce((sum, ms) => sum + ms, 0);
      return { ...timings, total };
    },
  };
}
