import { and, eq, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { mergeRoastsJob, portraitKey, renderKey, renderPortraitJob, renderRoastJob } from "./roast-jobs";
import { publishRoastChange } from "./roast-events";
import type { RoastRow } from "./roast-row";
import { failRoast } from "./roast-state";

/**
 * A roast whose worker stopped beating on this claim or a later one is failed and refunded, not
 * re-queued: a crash or restart gets one more try, but an upload that kills its worker (a poison
 * input) cannot take down worker after worker.
 */
export const MAX_CLAIMS_AFTER_A_LOST_ONE = 2;

export interface SweepOptions {
  /** A processing roast whose heartbeat (updated_at) is older than this lost its worker. */
  staleMs?: number;
  /** A pending roast older than this may have missed its queue send. */
  pendingMs?: number;
}

/**
 * Repairs what a crash leaves behind: processing roasts whose worker stopped beating are
 * handed back and re-queued once (then failed and refunded), pending roasts are
 * (re-)queued, and portraits left pending are queued again. Duplicate jobs are harmless: a
 * job only works on a roast it could claim.
 */
export async function sweepRoasts(ctx: AppContext, options: SweepOptions = {}) {
  const { db } = ctx.database;
  const { userRoasts } = tables;
  const staleBefore = new Date(Date.now() - (options.staleMs ?? 3 * 60_000));
  const pendingBefore = new Date(Date.now() - (options.pendingMs ?? 60_000));
  const result = { requeued: 0, failed: 0, portraits: 0 };

  const toQueue: RoastRow[] = [];
  const stuck = await db.select().from(userRoasts).where(and(eq(userRoasts.status, "processing"), lt(userRoasts.updatedAt, staleBefore)));
  for (const row of stuck) {
    if (row.attempts >= MAX_CLAIMS_AFTER_A_LOST_ONE) {
      if (await failRoast(ctx, row.id, { stage: row.processingStage, attempts: row.attempts })) result.failed++;
      continue;
    }
    const [released] = await db
      .update(userRoasts)
      .set({ status: "pending", processingStage: null, stageStartedAt: null, updatedAt: sql`now()` })
      .where(and(eq(userRoasts.id, row.id), eq(userRoasts.attempts, row.attempts), eq(userRoasts.status, "processing")))
      .returning();
    if (released) {
      toQueue.push(released);
      await publishRoastChange(ctx, released);
    }
  }
  toQueue.push(...(await db.select().from(userRoasts).where(and(eq(userRoasts.status, "pending"), lt(userRoasts.updatedAt, pendingBefore)))));
  for (const row of toQueue) {
    const job = row.platform === "compilation" ? mergeRoastsJob : renderRoastJob;
    const sent = await ctx.queue.send(job, { roastId: row.id }, { singletonKey: renderKey(row.id, row.attempts) });
    // Touched so the next sweep waits pendingMs again before sending once more.
    await db.update(userRoasts).set({ updatedAt: sql`now()` }).where(and(eq(userRoasts.id, row.id), eq(userRoasts.status, "pending")));
    if (sent) result.requeued++;
  }

  const portraits = await db
    .select({ id: userRoasts.id })
    .from(userRoasts)
    .where(and(eq(userRoasts.status, "completed"), eq(userRoasts.portraitStatus, "pending"), lt(userRoasts.updatedAt, staleBefore)));
  for (const { id } of portraits) {
    if (await ctx.queue.send(renderPortraitJob, { roastId: id }, { singletonKey: portraitKey(id) })) result.portraits++;
    await db.update(userRoasts).set({ updatedAt: sql`now()` }).where(eq(userRoasts.id, id));
  }
  if (result.requeued || result.failed || result.portraits) ctx.logger.info(result, "roast sweep repaired roasts");
  return result;
}
