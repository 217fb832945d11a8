import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../lib/db";
import { dedupeKeys } from "../credits";

type ExpiredLot = { id: string; user_id: string };

/**
 * Writes the expiry of purchased credits to the ledger: for each lot past its expires_at with
 * credits left, an expiry:<lot> row of minus the remainder, the lot emptied and the cached
 * balance reduced — once, whoever runs it and however often. Spends already skip expired lots;
 * this makes the balance say so too.
 */
export async function expireCredits(db: Db, now = new Date(), batchSize = 500): Promise<{ lots: number; credits: number }> {
  const due = await queryRows<ExpiredLot>(
    db,
    sql`
    SELECT id, user_id FROM credit_ledger
    WHERE delta > 0 AND kind = 'paid' AND remaining > 0 AND expires_at <= ${now}
    ORDER BY expires_at LIMIT ${batchSize}`,
  );
  let lots = 0;
  let credits = 0;
  for (const lot of due) {
    const expired = await db.transaction(async (tx) => {
      const [locked] = await queryRows<{ remaining: number }>(
        tx,
        sql`
        SELECT remaining FROM credit_ledger WHERE id = ${lot.id} AND remaining > 0 FOR UPDATE`,
      );
      if (!locked) return 0;
      const written = await queryRows(
        tx,
        sql`
        INSERT INTO credit_ledger (user_id, kind, delta, reason, dedupe_key, lot_id)
        VALUES (${lot.user_id}, 'paid', ${-locked.remaining}, 'expiry', ${dedupeKeys.expiry(lot.id)}, ${lot.id})
        ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      );
      if (written.length === 0) return 0;
      await queryRows(tx, sql`UPDATE credit_ledger SET remaining = 0 WHERE id = ${lot.id}`);
      await queryRows(
        tx,
        sql`
        UPDATE user_credits SET paid_credits = paid_credits - ${locked.remaining}, updated_at = now()
        WHERE user_id = ${lot.user_id}`,
      );
      return locked.remaining;
    });
    if (expired > 0) {
      lots += 1;
      credits += expired;
    }
  }
  return { lots, credits };
}
