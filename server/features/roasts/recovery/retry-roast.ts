import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { type Tx, tables } from "../../../lib/db";
import { AppError } from "../../../lib/errors";
import { consumeRateLimit } from "../../../lib/rate-limit-db";
import { getCredits, spendCredit } from "../../credits";
import { requireUserNotBanned } from "../../shared/user-bans";
import { requireNotTakenDown } from "../../takedowns";
import { requireCompilationSlot } from "../merge/merge-limits";
import { pickRoastTier } from "../create/pick-roast-tier";
import { publishRoastChange } from "../core/roast-events";
import { queueReopenedRoast, reopenFailedRoast } from "./reopen-failed-roast";
import { type RoastRow, requireOwnRoast } from "../core/roast-row";

const { userRoasts } = tables;

/**
 * A failed roast that fails again costs nothing (each run's credit is refunded), yet each retry
 * is a render: these limits keep a broken upload from becoming a loop of free work.
 */
export const RETRY_LIMITS = {
  /** Retries of one roast; after these, a new upload is the way. */
  perRoast: 3,
  perHour: { windowMs: 60 * 60_000, max: 10 },
} as const;

const refused = (message: string) => new AppError("CONFLICT", message, { title: "Retry unavailable" });

/**
 * Runs a failed roast again from its kept upload. It pays as a new roast would, with the credit its
 * failure refunded (a free roast's free roast, a paid one's credit; nothing in unlimited mode or for a
 * roast that spent none); a re-roast takes its original's free re-roast back again; a compilation
 * counts against the compilations in progress. Each retry is its own spend and refund round
 * (credits/credit-types.ts), so a retry that fails is refunded too. One transaction: a lost race
 * (two presses, a deletion) spends nothing.
 */
export async function retryRoast(ctx: AppContext, userId: string, roastId: string): Promise<RoastRow> {
  const { db } = ctx.database;
  await requireUserNotBanned(db, userId);
  const roast = await requireOwnRoast(db, userId, roastId);
  if (roast.status !== "failed") throw refused("Only a roast that failed can be retried.");
  if (roast.retries >= RETRY_LIMITS.perRoast) throw refused("This roast has been retried too many times. Please upload the picture again.");
  if (!(await uploadsKept(ctx, roast))) throw refused("This roast's upload is no longer kept. Please upload the picture again.");
  const quota = await consumeRateLimit(db, `roast-retry:${userId}`, RETRY_LIMITS.perHour);
  if (!quota.allowed) {
    throw new AppError("RATE_LIMITED", "You have retried a lot of roasts this hour. Please try again later.", {
      title: "Too many retries",
      details: { retryAfterSeconds: quota.retryAfterSeconds },
    });
  }

  const retried = await db.transaction(async (tx) => {
    // Taken first, with the row's exclusive lock: a second press waits on it, then finds the roast
    // no longer failed (a shared lock taken first by both would deadlock their updates), and a
    // takedown, which locks the roast before it looks, is either seen below or sees this retry.
    const taken = await reopenFailedRoast(tx, roast);
    // Pressed twice, or deleted meanwhile: the other request has it; this one spends nothing.
    if (!taken) throw refused("This roast is already being retried.");
    await requireNotTakenDown(tx, [roast.id], "retry");
    const payment = await payForRetry(ctx, tx, taken, taken.retries);
    if (Object.keys(payment).length === 0) return taken;
    const [row] = await tx.update(userRoasts).set(payment).where(eq(userRoasts.id, roast.id)).returning();
    return row;
  });
  await queueReopenedRoast(ctx, retried);
  await publishRoastChange(ctx, retried);
  ctx.logger.info({ roastId: retried.id, round: retried.retries, creditKind: retried.creditKind }, "failed roast retried by its owner");
  return retried;
}

/** Whether what the roast is made from is still stored: its upload (a battle's two); a compilation's clips are its job's to check. */
async function uploadsKept(ctx: AppContext, roast: RoastRow): Promise<boolean> {
  if (roast.platform === "compilation") return true;
  const keys = roast.kind === "battle" ? [roast.sourceKey, roast.secondSourceKey] : [roast.sourceKey];
  for (const key of keys) if (!key || !(await ctx.storage.exists(key).catch(() => false))) return false;
  return true;
}

/** What the retry's run pays with, as the fields it writes on the roast. */
async function payForRetry(ctx: AppContext, tx: Tx, roast: RoastRow, round: number): Promise<Partial<typeof userRoasts.$inferInsert>> {
  if (roast.platform === "compilation") {
    await requireCompilationSlot(tx, roast.userId);
    return {};
  }
  if (roast.parentRoastId) {
    const [claimed] = await tx
      .update(userRoasts)
      .set({ reroastUsed: true, updatedAt: sql`now()` })
      .where(and(eq(userRoasts.id, roast.parentRoastId), eq(userRoasts.userId, roast.userId), eq(userRoasts.reroastUsed, false)))
      .returning({ id: userRoasts.id });
    if (!claimed) throw refused("Its original has been re-roasted again, or deleted, since this re-roast failed.");
    return {};
  }
  if (ctx.env.UNLIMITED_MODE) return { creditKind: "none" };
  // Spent nothing the first time (made in unlimited mode): free again.
  if (roast.creditKind === "none") return {};
  const { kind } = await spendCredit(tx, { userId: roast.userId, roastId: roast.id, round });
  const tier = pickRoastTier({ creditKind: kind, ...(await getCredits(tx, roast.userId)), now: new Date() });
  return { creditKind: kind, isFreeRoast: kind === "free", tier };
}
