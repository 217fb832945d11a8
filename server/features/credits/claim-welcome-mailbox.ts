import { sql } from "drizzle-orm";
import { type Db, type Tx, queryRows } from "../../lib/db";
import { hashMailbox } from "../../lib/normalize-mailbox";

/**
 * Takes the welcome roast of the account's mailbox (welcome_roast_mailboxes): one free roast per
 * inbox, whatever +tag or Gmail dots the address wears. True when this account holds it now.
 *
 * A claim is not a right to the roast until its holder has proven the inbox: otherwise a stranger
 * could sign up you+x@gmail.com first and leave your own account without its free roast.
 * - At sign-up, the claim passes from a holder whose address was never confirmed.
 * - At a free spend (spend-credit.ts), only a confirmed account, it passes from any holder that
 *   has not spent a free roast yet: of two accounts on one inbox, the first to use it keeps it.
 * A deleted account's claim (user_id null) is kept for good: whether it was used can no longer
 * be told.
 */
export async function claimWelcomeMailbox(tx: Db | Tx, userId: string, moment: "sign-up" | "spend"): Promise<boolean> {
  const [account] = await queryRows<{ email: string }>(tx, sql`SELECT email FROM "user" WHERE id = ${userId}`);
  if (!account) return false;
  const holderGivesWay =
    moment === "sign-up"
      ? sql`EXISTS (SELECT 1 FROM "user" holder WHERE holder.id = welcome_roast_mailboxes.user_id AND NOT holder.email_verified)`
      : sql`(welcome_roast_mailboxes.user_id IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM credit_ledger spent
          WHERE spent.user_id = welcome_roast_mailboxes.user_id AND spent.kind = 'free' AND spent.reason = 'roast'))`;
  const rows = await queryRows(
    tx,
    sql`
    INSERT INTO welcome_roast_mailboxes (mailbox_sha256, user_id) VALUES (${hashMailbox(account.email)}, ${userId})
    ON CONFLICT (mailbox_sha256) DO UPDATE SET user_id = EXCLUDED.user_id
      WHERE welcome_roast_mailboxes.user_id = EXCLUDED.user_id OR ${holderGivesWay}
    RETURNING mailbox_sha256`,
  );
  return rows.length > 0;
}
