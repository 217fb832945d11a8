/**
 * An in-memory token bucket per key (e.g. per client IP), for light abuse protection of a
 * public form in one process. Limits that must hold across processes live in the database
 * (rate-limit-db.ts).
 */
export interface TokenBucketRule {
  /** Requests allowed in a burst. */
  capacity: number;
  /** Seconds for one spent token to come back. */
  refillEverySec: number;
  /** Keys remembered at most; the least recently seen are forgotten first (default 10 000). */
  maxKeys?: number;
}

export interface TokenBucketDecision {
  allowed: boolean;
  /** Seconds until a request would be allowed (0 when allowed). */
  retryAfterSec: number;
}

export interface TokenBucket {
  take(key: string, now?: number): TokenBucketDecision;
}

export function createTokenBucket(rule: TokenBucketRule): TokenBucket {
  const refillMs = rule.refillEverySec * 1000;
  const maxKeys = rule.maxKeys ?? 10_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  return {
    take(key, now = Date.now()) {
      const previous = buckets.get(key);
      const elapsed = previous ? Math.max(0, now - previous.at) : 0;
      const tokens = previous ? Math.min(rule.capacity, previous.tokens + elapsed / refillMs) : rule.capacity;
      // Re-insert so the Map's order is least-recently-seen first.
      buckets.delete(key);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: now });
        return { allowed: false, retryAfterSec: Math.ceil(((1 - tokens) * refillMs) / 1000) };
      }
      buckets.set(key, { tokens: tokens - 1, at: now });
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);
      return { allowed: true, retryAfterSec: 0 };
    },
  };
}
