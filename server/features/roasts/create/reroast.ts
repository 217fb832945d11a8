import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { AppError } from "../../../lib/errors";
import { requireUserNotBanned } from "../../shared/user-bans";
import { requireNotTakenDown } from "../../takedowns";
import { enqueueRender } from "./create-roast";
import { publishRoastChange } from "../core/roast-events";
import { readModerationNote } from "../moderation/roast-moderation";
import { type RoastRow, requireOwnRoast, roastKeys } from "../core/roast-row";
import { canReroast } from "../view/to-roast-view";

const { userRoasts } = tables;

const unavailable = () =>
  new AppError("CONFLICT", "This roast has already been re-roasted, or its upload is no longer kept.", { title: "Re-roast unavailable" });

/**
 * The satisfaction promise: a completed paid roast may be roasted again once, free. The claim is
 * the parent's reroast_used flag (a conditional update, so parallel presses win once). No credit
 * moves: a re-roast is neither bought nor refunded, so it can never turn into a credit. The new
 * roast gets its own copy of the upload (a battle's of both), so deleting the original cannot fail it.
 * A taken-down roast is never re-roasted (features/takedowns).
 */
export async function reroast(ctx: AppContext, userId: string, parentId: string): Promise<RoastRow> {
  await requireUserNotBanned(ctx.database.db, userId);
  const parent = await requireOwnRoast(ctx.database.db, userId, parentId);
  await requireNotTakenDown(ctx.database.db, [parent.id], "reroast");
  const read = (key: string | null) => (key ? ctx.storage.get(key).catch(() => null) : null);
  const upload = canReroast(parent) ? await read(parent.sourceKey) : null;
  // A battle is re-roasted from both of its kept uploads.
  const second = upload && parent.kind === "battle" ? await read(parent.secondSourceKey) : null;
  if (!upload || (parent.kind === "battle" && !second)) throw unavailable();
  const roastId = randomUUID();
  const sourceKey = roastKeys.source(roastId);
  const secondSourceKey = second ? roastKeys.secondSource(roastId) : null;
  const roast = await ctx.database.db
    .transaction(async (tx) => {
      const [claimed] = await tx
        .update(userRoasts)
        .set({ reroastUsed: true, updatedAt: sql`now()` })
        .where(and(eq(userRoasts.id, parentId), eq(userRoasts.userId, userId), eq(userRoasts.reroastUsed, false)))
        .returning({ id: userRoasts.id });
      if (!claimed) throw unavailable();
      // The claim holds the parent's row: a takedown that landed since the check above is seen here (features/takedowns).
      await requireNotTakenDown(tx, [parent.id], "reroast");
      // Written inside the claim: a failed write rolls the claim back; a lost claim writes nothing.
      await ctx.storage.put(sourceKey, upload, "image/jpeg");
      // A directed roast's re-roast speaks its chosen script again, from the same reading.
      if (parent.direction) await copyReading(ctx, parent.id, roastId);
      if (second && secondSourceKey) await ctx.storage.put(secondSourceKey, second, "image/jpeg");
      const [row] = await tx
        .insert(userRoasts)
        .values({
          id: roastId,
          userId,
          status: "pending",
          creditKind: "paid",
          tier: parent.tier,
          seed: randomBytes(8).toString("hex"),
          sourceKey,
          kind: parent.kind,
          secondSourceKey,
          // Each side as safe as it was judged; the turns and verdict are the new render's.
          battle: parent.battle ? { safe: parent.battle.safe } : null,
          parentRoastId: parentId,
          narrator: parent.narrator,
          captionStyle: parent.captionStyle,
          direction: parent.direction,
          // A safe roast's re-roast is as safe: the same upload, judged once.
          analysis: readModerationNote(parent) ? { moderation: readModerationNote(parent) } : null,
        })
        .returning();
      return row;
    })
    .catch(async (error: unknown) => {
      await ctx.storage.deletePrefix(roastKeys.prefix(roastId)).catch(() => {});
      if (secondSourceKey) await ctx.storage.delete(secondSourceKey).catch(() => {});
      throw error;
    });
  await enqueueRender(ctx, roast);
  await publishRoastChange(ctx, roast);
  return roast;
}

/** The parent's kept reading, copied for its re-roast; one no longer kept is read again from the upload. */
async function copyReading(ctx: AppContext, parentId: string, roastId: string): Promise<void> {
  const reading = await ctx.storage.get(roastKeys.reading(parentId)).catch(() => null);
  if (reading) await ctx.storage.put(roastKeys.reading(roastId), reading, "application/json");
}
