import { eq } from "drizzle-orm";
import { type Db, tables } from "../../lib/db";
import { hashMailbox } from "../../lib/normalize-mailbox";

/**
 * A new account on a banned mailbox starts banned (user_bans), with the ban's reason and admin:
 * deleting a banned account and signing up again on the same inbox (name+x@…, another Gmail
 * spelling) must not lift the ban. The mailbox is kept as a hash in banned_mailboxes.
 */
export async function carryMailboxBan(db: Db, user: { id: string; email: string }): Promise<boolean> {
  const [ban] = await db
    .select()
    .from(tables.bannedMailboxes)
    .where(eq(tables.bannedMailboxes.mailboxSha256, hashMailbox(user.email)));
  if (!ban) return false;
  await db.insert(tables.userBans).values({ userId: user.id, reason: ban.reason, adminId: ban.adminId }).onConflictDoNothing();
  return true;
}
