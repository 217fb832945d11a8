import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { enqueueRender } from "./create-roast";
import { payReroastWithGrant } from "./reroast-credit";
import { publishRoastChange } from "./roast-events";
import { type RoastRow, requireOwnRoast } from "./roast-row";
import { canReroast } from "./to-roast-view";

const unavailable = () =>
  new AppError("CONFLICT", "This roast has already been re-roasted, or its upload is no longer kept.", { title: "Re-roast unavailable" });

/**
 * The satisfaction promise: a completed paid roast may be roasted again once, free. The new
 * roast reuses the kept upload (so it is still deleted 24 hours after the original upload) with
 * a new seed, and is paid by a one-off ledger grant that cannot be claimed twice.
 */
export async function reroast(ctx: AppContext, userId: string, parentId: string): Promise<RoastRow> {
  const parent = await requireOwnRoast(ctx.database.db, userId, parentId);
  if (!canReroast(parent) || !parent.sourceKey || !(await ctx.storage.exists(parent.sourceKey))) throw unavailable();
  const { userRoasts } = tables;
  const roastId = randomUUID();
  const roast = await ctx.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(userRoasts)
      .set({ reroastUsed: true, updatedAt: sql`now()` })
      .where(and(eq(userRoasts.id, parentId), eq(userRoasts.reroastUsed, false)))
      .returning({ id: userRoasts.id });
    if (!claimed) throw unavailable();
    if (!(await payReroastWithGrant(tx, { userId, parentId, roastId }))) throw unavailable();
    const [row] = await tx
      .insert(userRoasts)
      .values({
        id: roastId,
        userId,
        status: "pending",
        creditKind: "paid",
        tier: parent.tier,
        seed: randomBytes(8).toString("hex"),
        sourceKey: parent.sourceKey,
        parentRoastId: parentId,
      })
      .returning();
    return row;
  });
  await enqueueRender(ctx, roast);
  await publishRoastChange(ctx, roast);
  return roast;
}
