import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { queueReopenedRoast, reopenFailedRoast, UUID_PATTERN } from "../roasts";

const { userRoasts } = tables;

/**
 * Runs a failed roast again. Its credit was refunded when it failed, so the retry is on the house
 * (credit_kind 'none': a second failure refunds nothing). A re-roast is not retried here: its
 * original got its free re-roast back. The upload must still be stored (it is kept 24 hours).
 */
export async function retryFailedRoast(options: { ctx: AppContext; roastId: string }): Promise<{ id: string; status: "pending" }> {
  const { ctx, roastId } = options;
  const { db } = ctx.database;
  const [row] = UUID_PATTERN.test(roastId) ? await db.select().from(userRoasts).where(eq(userRoasts.id, roastId)) : [];
  if (!row) throw new AppError("NOT_FOUND", "Roast not found", { title: "Not found" });
  if (row.status !== "failed") throw new AppError("CONFLICT", "Only a failed roast can be retried.", { title: "Not failed" });
  if (row.parentRoastId) throw new AppError("CONFLICT", "A failed re-roast is redone from its original roast.", { title: "Re-roast" });
  const isCompilation = row.platform === "compilation";
  if (!isCompilation && !(row.sourceKey && (await ctx.storage.exists(row.sourceKey)))) {
    throw new AppError("CONFLICT", "The upload of this roast is no longer stored; it cannot be rendered again.", { title: "Upload gone" });
  }
  // On the house: credit_kind 'none', so a second failure refunds nothing.
  const pending = await reopenFailedRoast(db, row, { creditKind: "none" });
  if (!pending) throw new AppError("CONFLICT", "Only a failed roast can be retried.", { title: "Not failed" });
  await queueReopenedRoast(ctx, pending);
  ctx.logger.info({ roastId }, "admin retried a failed roast");
  return { id: roastId, status: "pending" };
}
