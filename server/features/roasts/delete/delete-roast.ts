import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { roastKeys, requireOwnRoast } from "../core/roast-row";

/**
 * Deletes the user's roast and every file it has. A render still running finds its row gone,
 * writes nothing, and removes what it uploaded (see the render job).
 */
export async function deleteRoast(ctx: AppContext, userId: string, roastId: string): Promise<void> {
  const { userRoasts } = tables;
  await requireOwnRoast(ctx.database.db, userId, roastId);
  await ctx.database.db.delete(userRoasts).where(and(eq(userRoasts.id, roastId), eq(userRoasts.userId, userId)));
  await ctx.storage.deletePrefix(roastKeys.prefix(roastId));
}
