import { sql } from "drizzle-orm";
import { dedupeKeys, grantCredits } from "../credits";
import { type Db, type Tx, queryRows } from "../../lib/db";
import { hashMailbox } from "./normalize-mailbox";

/**
 * Every new account starts with one free roast (spec §9), one per mailbox: name+1@x, n.a.m.e@gmail
 * and a new account after deleting the old one reach the same inbox and get none
 * (welcome_roast_mailboxes). Such an account starts with an explicit zero balance, so the account
 * page never shows the spec's default free roast for it. The dedupe key makes a repeated call (a
 * retried hook, a second process) change nothing; the ledger keeps the roast unspendable until
 * the email is verified.
 */
export async function grantWelcomeCredit(db: Db, userId: string): Promise<{ granted: boolean }> {
  const [account] = await queryRows<{ email: string }>(db, sql`SELECT email FROM "user" WHERE id = ${userId}`);
  if (!account) return { granted: false };
  return db.transaction(async (tx) => {
    if (!(await claimMailbox(tx, hashMailbox(account.email), userId))) {
      await queryRows(tx, sql`
        INSERT INTO user_credits (user_id, free_roasts_remaining, paid_credits, updated_at)
        VALUES (${userId}, 0, 0, now())
        ON CONFLICT (user_id) DO NOTHING
        RETURNING user_id`);
      return { granted: false };
    }
    return grantCredits(tx, { userId, kind: "free", amount: 1, reason: "welcome", dedupeKey: dedupeKeys.welcome(userId) });
  });
}

/** Takes the mailbox's welcome roast for this account; true also when it already took it. */
async function claimMailbox(tx: Tx, mailboxSha256: string, userId: string): Promise<boolean> {
  const rows = await queryRows(tx, sql`
    INSERT INTO welcome_roast_mailboxes (mailbox_sha256, user_id) VALUES (${mailboxSha256}, ${userId})
    ON CONFLICT (mailbox_sha256) DO UPDATE SET user_id = welcome_roast_mailboxes.user_id
      WHERE welcome_roast_mailboxes.user_id = ${userId}
    RETURNING mailbox_sha256`);
  return rows.length > 0;
}
