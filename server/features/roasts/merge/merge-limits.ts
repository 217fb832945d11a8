import { sql } from "drizzle-orm";
import { type Db, type Tx, queryRows } from "../../../lib/db";
import { AppError } from "../../../lib/errors";
import { consumeRateLimit } from "../../../lib/rate-limit-db";

/**
 * Compilations cost no credit, yet each one is a render kept for a year: these limits keep a
 * free feature from becoming free storage and compute for anyone who scripts it.
 */
export const COMPILATION_LIMITS = {
  /** More clips than this make a compilation nobody finishes watching (~70 s). */
  maxClips: 10,
  /** Compilations of one user waiting or rendering at once. */
  maxInProgress: 2,
  perMinute: { windowMs: 60_000, max: 5 },
  perDay: { windowMs: 24 * 60 * 60_000, max: 20 },
} as const;

export const tooManyClips = () =>
  new AppError("BAD_REQUEST", `Please select at most ${COMPILATION_LIMITS.maxClips} videos for one compilation`, { title: "Too many videos" });

/**
 * Refuses a new compilation while the user already has the maximum in progress. Run inside the
 * transaction that inserts it: the user's row is locked first, so parallel requests of one user
 * are counted one after another and cannot all slip under the cap.
 */
export async function requireCompilationSlot(tx: Tx, userId: string): Promise<void> {
  await queryRows(tx, sql`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`
    SELECT count(*)::int AS n FROM user_roasts
    WHERE user_id = ${userId} AND platform = 'compilation' AND status IN ('pending', 'processing')`,
  );
  if (row.n >= COMPILATION_LIMITS.maxInProgress) {
    throw new AppError("CONFLICT", "Please wait for your compilations in progress to finish before starting another.", {
      title: "Compilation in progress",
    });
  }
}

/** Counts one compilation start against the user's per-minute and per-day limits (shared by every API process). */
export async function consumeCompilationQuota(db: Db, userId: string, now = Date.now()): Promise<void> {
  const minute = await consumeRateLimit(db, `compilation-minute:${userId}`, COMPILATION_LIMITS.perMinute, now);
  if (!minute.allowed) throw limited("Please wait a minute before starting another compilation.", minute.retryAfterSeconds);
  const day = await consumeRateLimit(db, `compilation-day:${userId}`, COMPILATION_LIMITS.perDay, now);
  if (!day.allowed) {
    throw limited(`You can create up to ${COMPILATION_LIMITS.perDay.max} compilations a day. Please try again tomorrow.`, day.retryAfterSeconds);
  }
}

const limited = (message: string, retryAfterSeconds: number) =>
  new AppError("RATE_LIMITED", message, { title: "Too many compilations", details: { retryAfterSeconds } });
