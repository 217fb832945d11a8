import { sql } from "drizzle-orm";
import { type Db, type Tx, queryRows } from "../../lib/db";
import type { CreditKind } from "./credit-types";

export interface GrantCreditsOptions {
  userId: string;
  kind: CreditKind;
  amount: number;
  reason: string;
  /** Unique per grant: a second grant with the same key changes nothing. */
  dedupeKey: string;
  expiresAt?: Date | null;
}

/**
 * Adds a lot of credits once. The ledger row and the cached balance are written in the same
 * transaction; a repeated dedupe key returns { granted: false }.
 */
export async function grantCredits(db: Db | Tx, options: GrantCreditsOptions): Promise<{ granted: boolean }> {
  if (!Number.isInteger(options.amount) || options.amount <= 0) throw new Error("grant amount must be a positive integer");
  return db.transaction(async (tx) => {
    const inserted = await queryRows(
      tx,
      sql`
      INSERT INTO credit_ledger (user_id, kind, delta, reason, dedupe_key, remaining, expires_at)
      VALUES (${options.userId}, ${options.kind}, ${options.amount}, ${options.reason}, ${options.dedupeKey},
              ${options.amount}, ${options.expiresAt ?? null})
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id`,
    );
    if (inserted.length === 0) return { granted: false };
    const free = options.kind === "free" ? options.amount : 0;
    const paid = options.kind === "paid" ? options.amount : 0;
    await queryRows(
      tx,
      sql`
      INSERT INTO user_credits (user_id, free_roasts_remaining, paid_credits, updated_at)
      VALUES (${options.userId}, ${free}, ${paid}, now())
      ON CONFLICT (user_id) DO UPDATE SET
        free_roasts_remaining = user_credits.free_roasts_remaining + ${free},
        paid_credits = user_credits.paid_credits + ${paid},
        updated_at = now()`,
    );
    return { granted: true };
  });
}
