import { and, eq, lte, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { isHeldHere } from "../render/live-claims";
import { LOST_AFTER_SECONDS, LOST_CHECK_SECONDS, MAX_CLAIMS_AFTER_A_LOST_ONE } from "../render/claim-heartbeat";
import { REQUEUED_PRIORITY } from "../core/requeue-roast";
import { publishRoastChange } from "../core/roast-events";
import { mergeRoastsJob, renderKey, renderRoastJob } from "../core/roast-jobs";
import { claimsThisRun, failRoast } from "../core/roast-state";

const { userRoasts } = tables;

/**
 * Processing roasts whose heartbeat is at least `lostAfterSeconds` old lost their worker: each is
 * handed back (pending) and queued again under a new claim round's key, once; one whose second
 * claim was lost too is failed and refunded. Every write is fenced by the claim it read, so
 * several processes may run this at once. The age is measured by the database's clock, the one
 * that wrote the heartbeat, not by this host's. A claim this process holds is alive whatever its
 * heartbeat's age (roasts/render/live-claims.ts).
 */
export async function recoverLostRoasts(ctx: AppContext, { lostAfterSeconds }: { lostAfterSeconds: number }) {
  const { db } = ctx.database;
  const result = { requeued: 0, failed: 0 };
  const lost = await db
    .select()
    .from(userRoasts)
    .where(and(eq(userRoasts.status, "processing"), lte(userRoasts.updatedAt, sql`now() - make_interval(secs => ${lostAfterSeconds})`)));
  for (const row of lost) {
    if (isHeldHere(ctx, row)) continue;
    if (claimsThisRun(row) >= MAX_CLAIMS_AFTER_A_LOST_ONE) {
      if (await failRoast(ctx, row.id, { stage: row.processingStage, attempts: row.attempts })) result.failed++;
      continue;
    }
    const [released] = await db
      .update(userRoasts)
      .set({ status: "pending", processingStage: null, stageStartedAt: null, updatedAt: sql`now()` })
      .where(and(eq(userRoasts.id, row.id), eq(userRoasts.attempts, row.attempts), eq(userRoasts.status, "processing")))
      .returning();
    if (!released) continue;
    await publishRoastChange(ctx, released);
    const job = released.platform === "compilation" ? mergeRoastsJob : renderRoastJob;
    const requeue = { singletonKey: renderKey(released.id, released.attempts), priority: REQUEUED_PRIORITY };
    if (await ctx.queue.send(job, { roastId: released.id }, requeue)) result.requeued++;
  }
  if (result.requeued || result.failed) ctx.logger.info({ ...result, lostAfterSeconds }, "roasts whose worker was gone taken back");
  return result;
}

/**
 * Started with a worker process. On the embedded database (PGlite: one process holds it, through
 * one connection) no other worker can hold a claim, so every roast still processing was orphaned by
 * this process's previous run and is taken back now. On PostgreSQL, workers come and go: each
 * one looks every few seconds for claims whose heartbeat stopped.
 */
export async function watchForLostRoasts(ctx: AppContext): Promise<void> {
  if (ctx.database.kind === "pglite") {
    await recoverLostRoasts(ctx, { lostAfterSeconds: 0 });
    return;
  }
  await recoverLostRoasts(ctx, { lostAfterSeconds: LOST_AFTER_SECONDS });
  ctx.queue.every("recover-lost-roasts", LOST_CHECK_SECONDS, () => recoverLostRoasts(ctx, { lostAfterSeconds: LOST_AFTER_SECONDS }));
}
