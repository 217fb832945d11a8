import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../lib/db";

export interface CreditTotals {
  /** Credits given: purchases, plans, the welcome roast, admin grants (a refund is not a grant). */
  granted: number;
  /** Credits spent on roasts, every retry round's spend included. */
  spent: number;
  /** Credits given back for roasts that failed. */
  refunded: number;
}

/** The ledger's totals, as the admin page and the metrics both show them: one query, one meaning. */
export async function readCreditTotals(db: Db): Promise<CreditTotals> {
  const [row] = await queryRows<Record<keyof CreditTotals, unknown>>(
    db,
    sql`
    SELECT coalesce(sum(delta) FILTER (WHERE delta > 0 AND reason <> 'refund'), 0) AS granted,
      coalesce(-sum(delta) FILTER (WHERE reason = 'roast'), 0) AS spent,
      coalesce(sum(delta) FILTER (WHERE reason = 'refund'), 0) AS refunded
    FROM credit_ledger`,
  );
  return { granted: Number(row.granted), spent: Number(row.spent), refunded: Number(row.refunded) };
}
