import { and, eq, sql } from "drizzle-orm";
import { type Tx, tables } from "../../../lib/db";
import type { RoastRow } from "./roast-row";

const { userRoasts } = tables;

/**
 * A re-roast that failed gives its original the re-roast back, never a credit: the parent may
 * be re-roasted again. Nothing happens when the original was deleted meanwhile.
 */
export async function returnReroastToParent(tx: Tx, failed: Pick<RoastRow, "userId" | "parentRoastId">): Promise<void> {
  if (!failed.parentRoastId) return;
  await tx
    .update(userRoasts)
    .set({ reroastUsed: false, updatedAt: sql`now()` })
    .where(and(eq(userRoasts.id, failed.parentRoastId), eq(userRoasts.userId, failed.userId), eq(userRoasts.reroastUsed, true)));
}
