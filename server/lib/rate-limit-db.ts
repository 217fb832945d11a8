import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "./db";

export interface RateLimitRule {
  windowMs: number;
  max: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` in a fixed window and says whether it is allowed. It is a
 * single upsert on the `rate_limit` table, so concurrent requests on several API processes
 * share one counter and none can slip past a stale read. `last_request` holds the start of the
 * window: better-auth (which keeps its per-IP counters in the same table) prunes rows by that
 * column, which only ever removes windows that have already ended.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitDecision> {
  const ended = now - rule.windowMs;
  const [row] = await queryRows<{ count: number; window_start: string | number }>(
    db,
    sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request <= ${ended} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request <= ${ended} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count, last_request AS window_start`,
  );
  if (row.count <= rule.max) return { allowed: true, retryAfterSeconds: 0 };
  const windowEnd = Number(row.window_start) + rule.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}
