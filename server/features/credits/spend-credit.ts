import { sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { claimWelcomeMailbox } from "./claim-welcome-mailbox";
import { type CreditKind, dedupeKeys, REROAST_GRANT_REASON } from "./credit-types";

export interface SpendCreditOptions {
  userId: string;
  roastId: string;
  /** Which run of the roast pays: 0 its first, n its n-th retry after a refunded failure. */
  round?: number;
}

type Lot = { id: string; kind: CreditKind };

/**
 * Spends one credit for a roast: the free roast first (only once the email is verified), then
 * the paid lot that expires first. Every step is a conditional update that cannot go below zero,
 * so concurrent spends of the last credit succeed exactly once. Lots granted for a re-roast
 * (before re-roasts stopped using the ledger) are never spent by an ordinary roast. Run it
 * inside the transaction that creates the roast, so a failed insert spends nothing.
 *
 * A free roast is spent only by the account holding its mailbox's welcome roast: when another
 * proven account on the same inbox used it first, this account's free roast ends on the ledger
 * (reason mailbox_taken) and a paid credit is spent instead, if there is one.
 */
export async function spendCredit(tx: Db | Tx, options: SpendCreditOptions): Promise<{ kind: CreditKind }> {
  const free = await takeFreeLot(tx, options.userId);
  const lot = free.lot ?? (await takeFromLot(tx, options.userId, "paid", false));
  if (!lot) {
    if (free.mailboxTaken) {
      throw new AppError("PAYMENT_REQUIRED", "This inbox's free roast was already used by another account. Please purchase credits to generate roasts.", {
        title: "No credits available",
      });
    }
    const unverifiedFree = await queryRows(
      tx,
      sql`
      SELECT 1 FROM credit_ledger l JOIN "user" u ON u.id = l.user_id
      WHERE l.user_id = ${options.userId} AND l.kind = 'free' AND l.remaining > 0 AND NOT u.email_verified LIMIT 1`,
    );
    if (unverifiedFree.length > 0) {
      throw new AppError("FORBIDDEN", "Please verify your email to use your free roast.", { title: "Verify your email" });
    }
    throw new AppError("PAYMENT_REQUIRED", "Please purchase credits to generate roasts.", { title: "No credits available" });
  }
  const column = lot.kind === "free" ? sql`free_roasts_remaining` : sql`paid_credits`;
  const balance = await queryRows(
    tx,
    sql`
    UPDATE user_credits SET ${column} = ${column} - 1, updated_at = now()
    WHERE user_id = ${options.userId} AND ${column} > 0 RETURNING user_id`,
  );
  if (balance.length === 0) throw new Error("credit balance out of step with the ledger");
  await queryRows(
    tx,
    sql`
    INSERT INTO credit_ledger (user_id, kind, delta, reason, dedupe_key, lot_id)
    VALUES (${options.userId}, ${lot.kind}, -1, 'roast', ${dedupeKeys.roastSpend(options.roastId, options.round)}, ${lot.id})`,
  );
  return { kind: lot.kind };
}

async function takeFreeLot(tx: Db | Tx, userId: string): Promise<{ lot: Lot | null; mailboxTaken: boolean }> {
  const lot = await takeFromLot(tx, userId, "free", true);
  if (!lot || (await claimWelcomeMailbox(tx, userId, "spend"))) return { lot, mailboxTaken: false };
  await queryRows(
    tx,
    sql`
    UPDATE user_credits SET free_roasts_remaining = free_roasts_remaining - 1, updated_at = now()
    WHERE user_id = ${userId} AND free_roasts_remaining > 0 RETURNING user_id`,
  );
  await queryRows(
    tx,
    sql`
    INSERT INTO credit_ledger (user_id, kind, delta, reason, dedupe_key, lot_id)
    VALUES (${userId}, 'free', -1, 'mailbox_taken', ${dedupeKeys.mailboxTaken(lot.id)}, ${lot.id})`,
  );
  return { lot: null, mailboxTaken: true };
}

async function takeFromLot(tx: Db | Tx, userId: string, kind: CreditKind, needsVerifiedEmail: boolean): Promise<Lot | null> {
  const verified = needsVerifiedEmail ? sql`AND EXISTS (SELECT 1 FROM "user" u WHERE u.id = ${userId} AND u.email_verified)` : sql``;
  const taken = await queryRows(
    tx,
    sql`
    UPDATE credit_ledger SET remaining = remaining - 1
    WHERE id = (
      SELECT id FROM credit_ledger
      WHERE user_id = ${userId} AND kind = ${kind} AND remaining > 0 AND reason <> ${REROAST_GRANT_REASON}
        AND (expires_at IS NULL OR expires_at > now()) ${verified}
      ORDER BY expires_at ASC NULLS LAST, created_at ASC
      LIMIT 1 FOR UPDATE
    ) AND remaining > 0
    RETURNING id`,
  );
  const row = taken[0] as { id: string } | undefined;
  return row ? { id: row.id, kind } : null;
}
