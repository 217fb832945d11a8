import { sql } from "drizzle-orm";
import { claimWelcomeMailbox, dedupeKeys, grantCredits } from "../credits";
import { type Db, queryRows } from "../../lib/db";

/**
 * Every new account starts with one free roast, one per mailbox: name+1@x, n.a.m.e@gmail and a
 * new account after deleting the old one reach the same inbox and get none once another account
 * on it has proven the inbox (credits/claim-welcome-mailbox.ts). Such an account starts with an
 * explicit zero balance, so the account page never shows the default free roast for it. The
 * dedupe key makes a repeated call (a retried hook, a second process) change nothing; the ledger
 * keeps the roast unspendable until the email is verified.
 */
export async function grantWelcomeCredit(db: Db, userId: string): Promise<{ granted: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await claimWelcomeMailbox(tx, userId, "sign-up"))) {
      await queryRows(
        tx,
        sql`
        INSERT INTO user_credits (user_id, free_roasts_remaining, paid_credits, updated_at)
        SELECT id, 0, 0, now() FROM "user" WHERE id = ${userId}
        ON CONFLICT (user_id) DO NOTHING
        RETURNING user_id`,
      );
      return { granted: false };
    }
    return grantCredits(tx, { userId, kind: "free", amount: 1, reason: "welcome", dedupeKey: dedupeKeys.welcome(userId) });
  });
}
