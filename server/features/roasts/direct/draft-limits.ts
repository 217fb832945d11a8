import type { AppContext } from "../../../context";
import { createConcurrencyGate, GateFullError } from "../../../lib/concurrency-gate";
import { AppError } from "../../../lib/errors";
import { consumeRateLimit } from "../../../lib/rate-limit-db";

/** How long a draft set (its upload and reading) is kept: as long as any upload (cleanup-roast-media.ts). */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** How many roasts a draft set offers. */
export const DRAFTS_PER_SET = 3;

/**
 * Draft sets cost no credit but a reading of the upload each (about a second of CPU): per user a
 * person trying a handful of screenshots a few ways; per address a household or an office doing
 * the same. Counted across every API process, before the body is read.
 */
export const DRAFT_RATE_LIMITS = {
  perUser: { windowMs: 10 * 60_000, max: 12 },
  perIp: { windowMs: 10 * 60_000, max: 30 },
} as const;

/**
 * Rewrites of a set at another intensity: no reading, milliseconds of the room's time each, yet
 * each writes to the database. A person flicking between the three levels a few times over is
 * far inside it; a script looping on the route is not.
 */
export const REWRITE_RATE_LIMIT = { windowMs: 10 * 60_000, max: 30 } as const;

/**
 * Readings at once in one API process, and waiting: the analyzer's OCR workers are two, and a
 * draft that waits behind more than a few is better refused now (503) than answered late.
 */
const readingGate = createConcurrencyGate({ concurrency: 2, maxWaiting: 6 });

const tooMany = (retryAfterSeconds: number, mine: boolean) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  return new AppError(
    "RATE_LIMITED",
    mine ? `You have asked for many drafts in a short while. ${wait}` : `Many drafts were asked for from your network. ${wait}`,
    {
      title: "Too many drafts",
      details: { retryAfterSeconds },
    },
  );
};

/** Refuses a draft request over the user's or the address's rate, before its body is read. */
export async function requireDraftsAllowed(ctx: AppContext, userId: string, ipKey: string, now = Date.now()): Promise<void> {
  const mine = await consumeRateLimit(ctx.database.db, `drafts:user:${userId}`, DRAFT_RATE_LIMITS.perUser, now);
  if (!mine.allowed) throw tooMany(mine.retryAfterSeconds, true);
  const theirs = await consumeRateLimit(ctx.database.db, `drafts:ip:${ipKey}`, DRAFT_RATE_LIMITS.perIp, now);
  if (!theirs.allowed) throw tooMany(theirs.retryAfterSeconds, false);
}

/** Refuses a rewrite over the user's rate. */
export async function requireRewriteAllowed(ctx: AppContext, userId: string, now = Date.now()): Promise<void> {
  const mine = await consumeRateLimit(ctx.database.db, `drafts-rewrite:user:${userId}`, REWRITE_RATE_LIMIT, now);
  if (!mine.allowed) {
    const minutes = Math.max(1, Math.ceil(mine.retryAfterSeconds / 60));
    throw new AppError(
      "RATE_LIMITED",
      `You have rewritten these drafts many times in a short while. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      {
        title: "Too many rewrites",
        details: { retryAfterSeconds: mine.retryAfterSeconds },
      },
    );
  }
}

/** Runs a reading within this process's share of them, or refuses it at once when too many wait. */
export async function withReadingSlot<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await readingGate.run(task);
  } catch (error) {
    if (!(error instanceof GateFullError)) throw error;
    throw new AppError("UNAVAILABLE", "Lots of people are directing roasts right now. Please try again in a moment.", {
      title: "Busy",
      details: { retryAfterSeconds: 5 },
    });
  }
}
