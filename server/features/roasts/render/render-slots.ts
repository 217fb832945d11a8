/**
 * How many renders one worker process runs at once. Roasts are taken several at a time
 * (WORKER_CONCURRENCY), so one can be read and written while another renders; the renders
 * themselves wait for a slot, since one roast's two renders already fill two cores and each
 * ffmpeg holds ~150 MB (DESIGN §7's 800 MB worker budget).
 */
export interface RenderSlots {
  /** Waits for a free slot (or the signal's abort); returns its release, which is safe to call twice. */
  take(signal?: AbortSignal): Promise<() => void>;
}

export function createRenderSlots(count: number): RenderSlots {
  let free = count;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return {
    take(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const once = () => {
        let released = false;
        return () => {
          if (released) return;
          released = true;
          release();
        };
      };
      if (free > 0) {
        free--;
        return Promise.resolve(once());
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal?.removeEventListener("abort", onAbort);
          resolve(once());
        };
        const onAbort = () => {
          const index = waiting.indexOf(grant);
          if (index >= 0) waiting.splice(index, 1);
          reject(signal?.reason);
        };
        waiting.push(grant);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    },
  };
}
