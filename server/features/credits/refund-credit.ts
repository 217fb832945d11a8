import { sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../../lib/db";
import { dedupeKeys, REROAST_GRANT_REASON } from "./credit-types";

/**
 * Gives back the credit a roast's run spent, once (dedupe key refund:<roast>, or its retry
 * round's). The credit returns to the lot it came from; a run that spent nothing (unlimited mode,
 * a free retry) refunds nothing.
 */
export async function refundCredit(db: Db | Tx, options: { userId: string; roastId: string; round?: number }): Promise<{ refunded: boolean }> {
  return db.transaction(async (tx) => {
    const spent = await queryRows(
      tx,
      sql`
      SELECT s.kind, s.lot_id, lot.reason AS lot_reason FROM credit_ledger s
      LEFT JOIN credit_ledger lot ON lot.id = s.lot_id
      WHERE s.dedupe_key = ${dedupeKeys.roastSpend(options.roastId, options.round)} AND s.user_id = ${options.userId}`,
    );
    const spend = spent[0] as { kind: "free" | "paid"; lot_id: string | null; lot_reason: string | null } | undefined;
    // A re-roast paid from its own grant is given back to its original, never as a credit.
    if (!spend || spend.lot_reason === REROAST_GRANT_REASON) return { refunded: false };
    const inserted = await queryRows(
      tx,
      sql`
      INSERT INTO credit_ledger (user_id, kind, delta, reason, dedupe_key, lot_id)
      VALUES (${options.userId}, ${spend.kind}, 1, 'refund', ${dedupeKeys.roastRefund(options.roastId, options.round)}, ${spend.lot_id})
      ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    );
    if (inserted.length === 0) return { refunded: false };
    if (spend.lot_id) await queryRows(tx, sql`UPDATE credit_ledger SET remaining = remaining + 1 WHERE id = ${spend.lot_id}`);
    const column = spend.kind === "free" ? sql`free_roasts_remaining` : sql`paid_credits`;
    await queryRows(tx, sql`UPDATE user_credits SET ${column} = ${column} + 1, updated_at = now() WHERE user_id = ${options.userId}`);
    return { refunded: true };
  });
}
