import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../../lib/db";
import { tables } from "../../../lib/db";

/** How many of a user's latest roasts a new roast must not repeat a line of. */
export const HEARD_ROASTS = 20;

const { userRoasts } = tables;

/**
 * The writers'-room lines a user heard lately: those of their last 20 roasts, and always those
 * of the roast being re-roasted, however old. The engine never reuses their punchlines.
 */
export async function findHeardLineIds(db: Db, roast: { id: string; userId: string; parentRoastId: string | null }): Promise<string[]> {
  const recent = await db
    .select({ lineIds: userRoasts.lineIds })
    .from(userRoasts)
    .where(and(eq(userRoasts.userId, roast.userId), ne(userRoasts.id, roast.id)))
    .orderBy(desc(userRoasts.createdAt))
    .limit(HEARD_ROASTS);
  const parent = roast.parentRoastId ? await db.select({ lineIds: userRoasts.lineIds }).from(userRoasts).where(eq(userRoasts.id, roast.parentRoastId)) : [];
  return [...new Set([...parent, ...recent].flatMap((row) => row.lineIds ?? []))];
}
