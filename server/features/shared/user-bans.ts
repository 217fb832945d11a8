import { eq } from "drizzle-orm";
import { type Db, tables } from "../../lib/db";
import { AppError } from "../../lib/errors";

/** Whether an admin banned this account (user_bans). */
export async function isUserBanned(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: tables.userBans.userId }).from(tables.userBans).where(eq(tables.userBans.userId, userId));
  return Boolean(row);
}

/** Refuses a banned account before it can make anything new. */
export async function requireUserNotBanned(db: Db, userId: string): Promise<void> {
  if (await isUserBanned(db, userId)) {
    throw new AppError("FORBIDDEN", "This account can no longer create roasts. Contact support if you think this is a mistake.", {
      title: "Account suspended",
    });
  }
}
