import { and, eq, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { recoverLostRoasts } from "./recover-lost-roasts";
import { mergeRoastsJob, portraitKey, renderKey, renderPortraitJob, renderRoastJob } from "../core/roast-jobs";

export { MAX_CLAIMS_AFTER_A_LOST_ONE } from "../render/claim-heartbeat";

export interface SweepOptions {
  /** A processing roast whose heartbeat (updated_at) is older than this lost its worker. */
  staleMs?: number;
  /** A pending roast older than this may have missed its queue send. */
  pendingMs?: number;
}

/**
 * Every minute, the safety net under the fast paths (watchForLostRoasts): processing roasts whose
 * worker stopped beating three minutes ago are handed back and re-queued once (then failed and
 * refunded) — on the embedded database only a claim abandoned without a crash (a hard stop, an
 * expired attempt) is left to this — pending roasts are (re-)queued, and portraits left pending
 * are queued again. Duplicate jobs are harmless: a job only works on a roast it could claim.
 */
export async function sweepRoasts(ctx: AppContext, options: SweepOptions = {}) {
  const { db } = ctx.database;
  const { userRoasts } = tables;
  const staleMs = options.staleMs ?? 3 * 60_000;
  const staleBefore = new Date(Date.now() - staleMs);
  const pendingBefore = new Date(Date.now() - (options.pendingMs ?? 60_000));
  const result = { requeued: 0, failed: 0, portraits: 0 };

  const lost = await recoverLostRoasts(ctx, { lostAfterSeconds: staleMs / 1000 });
  result.requeued += lost.requeued;
  result.failed += lost.failed;
  const pending = await db
    .select()
    .from(userRoasts)
    .where(and(eq(userRoasts.status, "pending"), lt(userRoasts.updatedAt, pendingBefore)));
  for (const row of pending) {
    const job = row.platform === "compilation" ? mergeRoastsJob : renderRoastJob;
    const sent = await ctx.queue.send(job, { roastId: row.id }, { singletonKey: renderKey(row.id, row.attempts) });
    // Touched so the next sweep waits pendingMs again before sending once more.
    await db
      .update(userRoasts)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(userRoasts.id, row.id), eq(userRoasts.status, "pending")));
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
