/**
 * How long the service worker holds a shared image in memory while the server checks where the
 * share came from (web/sw.ts): one round trip, with room for a slow phone network.
 */
export const HELD_SHARE_TTL_MS = 2 * 60_000;

/** At most this many at once: a page that keeps posting to the share target holds no more. */
export const MAX_HELD_SHARES = 4;

export interface HeldShares<T> {
  /** Holds an image and returns the token that names it. */
  hold(item: T, now: number): string;
  /** The image a token names, once; null when unknown, already taken or too old. */
  release(token: string, now: number): T | null;
  /** Forgets every image held (sign-out). */
  clear(): void;
}

/**
 * Shared images waiting for the server's word, in the worker's memory only: a share another site
 * sent is never written anywhere, and is gone when the worker stops or the time is up.
 */
export function createHeldShares<T>(newToken: () => string): HeldShares<T> {
  const held = new Map<string, { item: T; heldAt: number }>();
  const dropStale = (now: number) => {
    for (const [token, entry] of held) if (!(entry.heldAt <= now && now - entry.heldAt < HELD_SHARE_TTL_MS)) held.delete(token);
  };
  return {
    hold(item, now) {
      dropStale(now);
      // Oldest first out: a Map iterates in insertion order.
      for (const token of [...held.keys()].slice(0, Math.max(0, held.size - MAX_HELD_SHARES + 1))) held.delete(token);
      const token = newToken();
      held.set(token, { item, heldAt: now });
      return token;
    },
    release(token, now) {
      dropStale(now);
      const entry = held.get(token);
      held.delete(token);
      return entry ? entry.item : null;
    },
    clear() {
      held.clear();
    },
  };
}
