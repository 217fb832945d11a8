import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { publishRoastChange } from "./roast-events";
import { mergeRoastsJob, renderKey, renderRoastJob } from "./roast-jobs";
import type { RoastRow } from "./roast-row";

const { userRoasts } = tables;

/**
 * The queue priority of a roast queued again after its worker stopped or died: taken before new
 * uploads, since its owner has waited longest (pg-boss takes higher priorities first).
 */
export const REQUEUED_PRIORITY = 1;

/**
 * Gives a claimed roast back (pending) and queues its render again at once, ahead of new roasts,
 * under the next claim round's key: its worker is stopping and the grace period ended before the
 * render did (lib/queue/hand-back.ts). Another worker takes it within its next poll, not after the
 * 15 s a stopped heartbeat takes to notice. Fenced by the claim: false when it was no longer this
 * worker's (completed meanwhile, or already taken back).
 */
export async function requeueRoast(ctx: Pick<AppContext, "database" | "events" | "logger" | "queue">, claim: RoastRow): Promise<boolean> {
  const [released] = await ctx.database.db
    .update(userRoasts)
    .set({ status: "pending", processingStage: null, stageStartedAt: null, updatedAt: sql`now()` })
    .where(and(eq(userRoasts.id, claim.id), eq(userRoasts.attempts, claim.attempts), eq(userRoasts.status, "processing")))
    .returning();
  if (!released) return false;
  await publishRoastChange(ctx, released);
  const job = released.platform === "compilation" ? mergeRoastsJob : renderRoastJob;
  await ctx.queue.send(job, { roastId: released.id }, { singletonKey: renderKey(released.id, released.attempts), priority: REQUEUED_PRIORITY });
  ctx.logger.info({ roastId: released.id, attempts: released.attempts }, "roast handed back to the queue: its worker is stopping");
  return true;
}
