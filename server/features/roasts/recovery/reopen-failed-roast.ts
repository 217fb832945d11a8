import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { type Db, type Tx, tables } from "../../../lib/db";
import { mergeRoastsJob, renderKey, renderRoastJob } from "../core/roast-jobs";
import type { RoastRow } from "../core/roast-row";

const { userRoasts } = tables;

/**
 * Makes a failed roast pending again as a new round (its owner's retry, or an admin's): claims keep
 * counting up, so a late write of the failed run stays fenced out, and the claim limits count from
 * here (`claims_before_retry`); the round names its spend and refund (credits/credit-types.ts).
 * Conditional on the round read, so of two at once one wins; null for the other, or when the roast
 * is no longer failed. `fields` are the round's own (who pays).
 */
export async function reopenFailedRoast(
  db: Db | Tx,
  roast: Pick<RoastRow, "id" | "retries">,
  fields: Partial<typeof userRoasts.$inferInsert> = {},
): Promise<RoastRow | null> {
  const [row] = await db
    .update(userRoasts)
    .set({
      ...fields,
      status: "pending",
      retries: roast.retries + 1,
      claimsBeforeRetry: sql`${userRoasts.attempts}`,
      processingStage: null,
      stageStartedAt: null,
      errorStage: null,
      errorMessage: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(userRoasts.id, roast.id), eq(userRoasts.status, "failed"), eq(userRoasts.retries, roast.retries)))
    .returning();
  return row ?? null;
}

/** Queues a reopened roast's render (a compilation's merge) under its claim round's key; a lost send is left to the sweep. */
export async function queueReopenedRoast(ctx: Pick<AppContext, "queue" | "logger">, roast: Pick<RoastRow, "id" | "platform" | "attempts">): Promise<void> {
  const job = roast.platform === "compilation" ? mergeRoastsJob : renderRoastJob;
  await ctx.queue
    .send(job, { roastId: roast.id }, { singletonKey: renderKey(roast.id, roast.attempts) })
    .catch((err: unknown) => ctx.logger.warn({ err, roastId: roast.id }, "retried roast not queued; the sweep will queue it"));
}
