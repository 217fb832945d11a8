import { and, eq, not, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { requireOwnRoast } from "../roasts";
import { takenDownSql } from "../takedowns";
import { shareUrlFor } from "../shared/share-slug";

export const shareBodySchema = z.object({ public: z.boolean() });

/**
 * The owner's choice to publish a roast at /r/<slug> or take it down. Only a finished roast can
 * be published; another user's roast is NOT_FOUND. A roast an admin took down (itself or a roast it
 * was made from, features/takedowns) stays unshared however it is set: the answer says so.
 */
export async function setRoastPublic(ctx: AppContext, userId: string, roastId: string, isPublic: boolean) {
  const roast = await requireOwnRoast(ctx.database.db, userId, roastId);
  if (isPublic && roast.status !== "completed") {
    throw new AppError("CONFLICT", "Only a finished roast can be shared", { title: "Not ready yet" });
  }
  const { userRoasts } = tables;
  const updated = await ctx.database.db
    .update(userRoasts)
    .set({ isPublic, updatedAt: sql`now()` })
    .where(and(eq(userRoasts.id, roast.id), eq(userRoasts.userId, userId), isPublic ? not(takenDownSql(userRoasts.id)) : undefined))
    .returning({ id: userRoasts.id });
  const shared = isPublic && updated.length > 0;
  return { isPublic: shared, shareUrl: shared ? shareUrlFor(ctx.env.publicUrl, roast.id) : null };
}
