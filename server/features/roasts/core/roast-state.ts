import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import type { Db } from "../../../lib/db";
import { tables } from "../../../lib/db";
import { isHandedBack } from "../../../lib/queue";
import { spansFromStageTimings } from "../../../lib/telemetry/telemetry";
import { refundCredit } from "../../credits";
import { requeueRoast } from "./requeue-roast";
import { returnReroastToParent } from "./return-reroast";
import { publishRoastChange } from "./roast-events";
import type { RoastRow } from "./roast-row";

const { userRoasts } = tables;
type Ctx = Pick<AppContext, "database" | "events" | "logger">;

/** Claims a roast may use (queue retries and sweeps together) before it is failed and refunded. */
export const MAX_CLAIMS = 5;

/** What a user reads on a failed roast: never an internal error. */
export const FAILED_MESSAGE = "We couldn't finish this roast. Your credit has been refunded.";
export const FAILED_MESSAGE_NO_CREDIT = "We couldn't finish this roast. Please try again.";
export const FAILED_COMPILATION_MESSAGE = "Failed to create compilation video. Please try again.";
export const FAILED_REROAST_MESSAGE = "We couldn't finish this re-roast. Your free re-roast is available again on the original.";

const failureMessage = (row: Pick<RoastRow, "platform" | "creditKind" | "parentRoastId">) =>
  row.platform === "compilation"
    ? FAILED_COMPILATION_MESSAGE
    : row.parentRoastId
      ? FAILED_REROAST_MESSAGE
      : row.creditKind === "none"
        ? FAILED_MESSAGE_NO_CREDIT
        : FAILED_MESSAGE;

/**
 * Takes a pending roast for this attempt (status pending → processing, attempts + 1). Null when
 * another worker has it or it is already finished: a duplicate job then does nothing. Every later
 * write is fenced by the attempts value it returns.
 */
export async function claimRoast(db: Db, roastId: string, firstStage: string): Promise<RoastRow | null> {
  const [row] = await db
    .update(userRoasts)
    .set({
      status: "processing",
      processingStage: firstStage,
      stageStartedAt: sql`now()`,
      updatedAt: sql`now()`,
      attempts: sql`${userRoasts.attempts} + 1`,
      stageTimings: {},
      errorStage: null,
      errorMessage: null,
    })
    .where(and(eq(userRoasts.id, roastId), eq(userRoasts.status, "pending")))
    .returning();
  return row ?? null;
}

/** Claims since the roast was last started (created or retried): the limits count only these. */
export const claimsThisRun = (row: Pick<RoastRow, "attempts" | "claimsBeforeRetry">) => row.attempts - row.claimsBeforeRetry;

const fenced = (claim: RoastRow) => and(eq(userRoasts.id, claim.id), eq(userRoasts.attempts, claim.attempts), eq(userRoasts.status, "processing"));

/** Moves a claimed roast to its next stage; null when the claim was lost (a sweep took it back). */
export async function enterStage(ctx: Ctx, claim: RoastRow, stage: string, timings: Record<string, number>) {
  const [row] = await ctx.database.db
    .update(userRoasts)
    .set({ processingStage: stage, stageStartedAt: sql`now()`, updatedAt: sql`now()`, stageTimings: timings })
    .where(fenced(claim))
    .returning();
  if (row) await publishRoastChange(ctx, row);
  return row ?? null;
}

/** Proves the worker is alive; the sweep re-queues processing roasts whose heartbeat stopped. */
export async function touchRoast(db: Db, claim: RoastRow): Promise<void> {
  await db.update(userRoasts).set({ updatedAt: sql`now()` }).where(fenced(claim));
}

/** Hands a claimed roast back (pending) so the queue's retry can claim it again. */
export async function releaseRoast(ctx: Ctx, claim: RoastRow): Promise<void> {
  const [row] = await ctx.database.db
    .update(userRoasts)
    .set({ status: "pending", processingStage: null, stageStartedAt: null, updatedAt: sql`now()` })
    .where(fenced(claim))
    .returning();
  if (row) await publishRoastChange(ctx, row);
}

/** Writes the finished roast, fenced by the claim; its stages become spans of the render's trace. */
export async function completeRoast(ctx: Ctx & Pick<AppContext, "telemetry">, claim: RoastRow, fields: Partial<typeof userRoasts.$inferInsert>) {
  const [row] = await ctx.database.db
    .update(userRoasts)
    .set({ ...fields, status: "completed", processingStage: null, completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(fenced(claim))
    .returning();
  if (row && fields.stageTimings) ctx.telemetry.record(spansFromStageTimings(fields.stageTimings, Date.now(), { "roastreel.roast_id": row.id }));
  if (row) await publishRoastChange(ctx, row);
  return row ?? null;
}

/**
 * Settles a completed roast's pending portrait (ready with its key, or failed); null when it is no
 * longer pending (settled by another run) or the roast is gone.
 */
export async function settlePortrait(ctx: Ctx, roastId: string, fields: Pick<Partial<RoastRow>, "portraitStatus" | "portraitKey" | "portraitPosterKey">) {
  const [row] = await ctx.database.db
    .update(userRoasts)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(userRoasts.id, roastId), eq(userRoasts.portraitStatus, "pending")))
    .returning();
  if (row) await publishRoastChange(ctx, row);
  return row ?? null;
}

/**
 * Marks a roast failed and gives its credit back, in one transaction: a roast is never failed
 * without its refund, and the refund's dedupe key (refund:<roast>) makes it happen once.
 */
export async function failRoast(ctx: Ctx, roastId: string, failure: { stage: string | null; attempts?: number }) {
  const row = await ctx.database.db.transaction(async (tx) => {
    const conditions = [eq(userRoasts.id, roastId), inArray(userRoasts.status, ["pending", "processing"])];
    if (failure.attempts !== undefined) conditions.push(eq(userRoasts.attempts, failure.attempts));
    const [current] = await tx
      .select({ creditKind: userRoasts.creditKind, platform: userRoasts.platform, parentRoastId: userRoasts.parentRoastId })
      .from(userRoasts)
      .where(and(...conditions));
    if (!current) return null;
    const [failed] = await tx
      .update(userRoasts)
      .set({
        status: "failed",
        errorStage: failure.stage,
        errorMessage: failureMessage(current),
        processingStage: null,
        updatedAt: sql`now()`,
      })
      .where(and(...conditions))
      .returning();
    if (failed && failed.creditKind !== "none") await refundCredit(tx, { userId: failed.userId, roastId, round: failed.retries });
    // A re-roast spent no credit (refundCredit finds nothing); its original gets the re-roast back instead.
    if (failed) await returnReroastToParent(tx, failed);
    return failed ?? null;
  });
  if (row) await publishRoastChange(ctx, row);
  return row;
}

/**
 * After a failed attempt: a stopping worker whose grace period ended gives the roast back and
 * queues it again at once; an attempt cut short otherwise (it expired, a hard stop) leaves the row
 * to the sweep, as a crash would; the last attempt fails the roast and refunds it, any other hands
 * it back for the queue's retry.
 */
export async function settleFailedAttempt(
  ctx: Ctx & Pick<AppContext, "queue">,
  claim: RoastRow,
  job: { isFinalAttempt: boolean; signal: AbortSignal },
  stage: string,
) {
  if (job.signal.aborted) {
    if (isHandedBack(job.signal.reason)) await requeueRoast(ctx, claim);
    return;
  }
  if (job.isFinalAttempt || claimsThisRun(claim) >= MAX_CLAIMS) await failRoast(ctx, claim.id, { stage, attempts: claim.attempts });
  else await releaseRoast(ctx, claim);
}
