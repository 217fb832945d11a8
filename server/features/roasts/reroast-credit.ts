import { sql } from "drizzle-orm";
import { type Tx, queryRows } from "../../lib/db";
import { dedupeKeys, grantCredits } from "../credits";

/**
 * Pays for a re-roast with a credit granted for it (dedupe key reroast:<parent>) and spent at
 * once from that very lot. spendCredit would take the free roast first; this spend must cost the
 * user nothing, so it draws on the grant's own lot. The spend row keeps the usual roast:<id> key,
 * so a failed re-roast is refunded like any roast. False when the parent's grant already exists.
 */
export async function payReroastWithGrant(tx: Tx, options: { userId: string; parentId: string; roastId: string }): Promise<boolean> {
  const dedupeKey = dedupeKeys.reroast(options.parentId);
  const { granted } = await grantCredits(tx, { userId: options.userId, kind: "paid", amount: 1, reason: "reroast", dedupeKey });
  if (!granted) return false;
  const [lot] = await queryRows<{ id: string }>(tx, sql`
    UPDATE credit_ledger SET remaining = remaining - 1
    WHERE dedupe_key = ${dedupeKey} AND remaining > 0 RETURNING id`);
  if (!lot) throw new Error("re-roast grant has no credit left");
  await queryRows(tx, sql`
    UPDATE user_credits SET paid_credits = paid_credits - 1, updated_at = now()
    WHERE user_id = ${options.userId} AND paid_credits > 0`);
  await queryRows(tx, sql`
    INSERT INTO credit_ledger (user_id, kind, delta, reason, dedupe_key, lot_id)
    VALUES (${options.userId}, 'paid', -1, 'roast', ${dedupeKeys.roastSpend(options.roastId)}, ${lot.id})`);
  return true;
}
