import { and, eq } from "drizzle-orm";
import { type Db, tables } from "../../lib/db";

/**
 * Marks the email of an account confirmed once a mailed link has been used. A password reset
 * link proves the mailbox as well as a verification link does, and whoever used it has just
 * replaced every password the account had.
 */
export async function markMailboxProven(db: Db, userId: string): Promise<void> {
  await db
    .update(tables.user)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(tables.user.id, userId), eq(tables.user.emailVerified, false)));
}
