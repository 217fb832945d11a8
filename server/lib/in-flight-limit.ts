/** One count a task takes: under `key`, at most `max` at once. */
export interface InFlightClaim {
  key: string;
  max: number;
}

export type InFlightTake = { taken: true; release: () => void } | { taken: false; refusedBy: InFlightClaim };

/**
 * How many tasks of each key are under way in this process right now (uploads still arriving,
 * per user and per IP). A task takes all its claims at once or none: refused by the first that is
 * full, it holds nothing. `release` gives every count back, once however often it is called.
 */
export function createInFlightLimit() {
  const counts = new Map<string, number>();
  return {
    take(claims: readonly InFlightClaim[]): InFlightTake {
      const full = claims.find((claim) => (counts.get(claim.key) ?? 0) >= claim.max);
      if (full) return { taken: false, refusedBy: full };
      for (const { key } of claims) counts.set(key, (counts.get(key) ?? 0) + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        for (const { key } of claims) {
          const left = (counts.get(key) ?? 1) - 1;
          // An idle key leaves the map, so it holds only what is under way.
          if (left > 0) counts.set(key, left);
          else counts.delete(key);
        }
      };
      return { taken: true, release };
    },
    /** What is under way under `key` now. */
    count: (key: string): number => counts.get(key) ?? 0,
  };
}

export type InFlightLimit = ReturnType<typeof createInFlightLimit>;
