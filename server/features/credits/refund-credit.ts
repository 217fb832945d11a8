import { sql } from "drizzle-orm";
import { type Db, type Tx, queryRows } from "../../lib/db";
import { dedupeKeys } from "./credit-types";

/**
 * Gives back the credit a roast spent, once (dedupe key refund:<roast>). The credit returns to
 * the lot it came from; a roast that spent nothing (unlimited mode) refunds nothing.
 */
export async function refundCredit(db: Db | Tx, options: { userId: string; roastId: string }): Promise<{ refunded: boolean }> {
  return db.transaction(async (tx) => {
    const spent = await queryRows(tx, sql`
      SELECT kind, lot_id FROM credit_ledger
      WHERE dedupe_key = ${dedupeKeys.roastSpend(options.roastId)} AND user_id = ${options.userId}`);
    const spend = spent[0] as { kind: "free" | "paid"; lot_id: string | null } | undefined;
    if (!spend) return { refunded: false };
    const inserted = await queryRows(tx, sql`
      INSERT INTO credit_ledger (user_id, kind, delta, reason, dedupe_key, lot_id)
      VALUES (${options.userId}, ${spend.kind}, 1, 'refund', ${dedupeKeys.roastRefund(options.roastId)}, ${spend.lot_id})
      ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`);
    if (inserted.length === 0) return { refunded: false };
    if (spend.lot_id) await queryRows(tx, sql`UPDATE credit_ledger SET remaining = remaining + 1 WHERE id = ${spend.lot_id}`);
    const column = spend.kind === "free" ? sql`free_roasts_remaining` : sql`paid_credits`;
    await queryRows(tx, sql`UPDATE user_credits SET ${column} = ${column} + 1, updated_at = now() WHERE user_id = ${options.userId}`);
    return { refunded: true };
  });
}
