import { and, eq, inArray, sql } from "drizzle-orm";
import { type Db, queryRows, tables } from "../../lib/db";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { accountOfEvent } from "./apply-billing-event";
import { type BillingEvent, type BillingProvider, PAYMENT_METHOD_LABELS, type ProviderId, type RefundRequest } from "./billing-types";
import { findDeletedAccounts } from "./deleted-accounts";
import { type OwedPayment, planOrphanedBilling } from "./orphaned-billing-plan";
import { fromCents } from "./price-checkout";

/** user_payments.payment_status of money taken for an account that was gone: owed back, then given back. */
export const REFUND_PENDING = "refund_pending";
export const REFUNDED = "refunded";

/**
 * Splits events into those of accounts that exist, those of accounts deleted here (kept in
 * deleted_accounts) and those naming an id this deployment never had: a provider account shared
 * with another deployment sends its events too, and those are none of ours to refund.
 */
export async function splitOrphanedEvents(
  db: Db,
  events: BillingEvent[],
): Promise<{ live: BillingEvent[]; orphaned: BillingEvent[]; foreign: BillingEvent[] }> {
  const ids = [...new Set(events.map(accountOfEvent).filter((id) => id !== undefined))];
  const [found, gone] = await Promise.all([
    ids.length === 0 ? [] : db.select({ id: tables.user.id }).from(tables.user).where(inArray(tables.user.id, ids)),
    findDeletedAccounts(db, ids),
  ]);
  const existing = new Set(found.map((row) => row.id));
  const kindOf = (event: BillingEvent) => {
    const id = accountOfEvent(event);
    if (id === undefined || existing.has(id)) return "live";
    return gone.has(id) ? "orphaned" : "foreign";
  };
  return {
    live: events.filter((event) => kindOf(event) === "live"),
    orphaned: events.filter((event) => kindOf(event) === "orphaned"),
    foreign: events.filter((event) => kindOf(event) === "foreign"),
  };
}

/**
 * Billing news about an account that no longer exists (deleted while a checkout was open, or
 * before a payment's webhook landed): nobody is left to receive what was paid for, so
 * 1. each payment is recorded with no user, like a deleted account's other payments (kept for
 *    7 years), as 'refund_pending' — committed before the provider is asked anything, so money
 *    taken is on record whatever happens next;
 * 2. a subscription still billing is canceled with its provider at once;
 * 3. each payment recorded this way is refunded in full, then marked 'refunded'.
 * A payment already on record (paid while the account existed) is never refunded, and a failed
 * payment took no money, so it is not recorded. Throws UNAVAILABLE when the provider refused a
 * step; each step is safe to repeat (receive-webhook.ts says who repeats it).
 */
export async function settleOrphanedEvents(deps: { db: Db; logger: Logger }, provider: BillingProvider, events: BillingEvent[]): Promise<void> {
  if (events.length === 0) return;
  const { payments, cancel } = planOrphanedBilling(events);
  await recordOwedPayments(deps.db, provider.id, payments);
  const failures: unknown[] = [];
  const canceled: string[] = [];
  for (const ref of cancel) {
    try {
      await provider.cancelNow(ref);
      canceled.push(ref);
    } catch (error) {
      failures.push(error);
    }
  }
  const owed = await findOwed(deps.db, provider.id, payments);
  for (const refund of owed) {
    try {
      if (refund.amountCents > 0) await provider.refundPayment(refund);
      await markRefunded(deps.db, provider.id, refund.ref);
    } catch (error) {
      failures.push(error);
    }
  }
  const context = { provider: provider.id, payments: payments.map((p) => p.ref), refunded: owed.map((p) => p.ref), canceled };
  if (failures.length > 0) {
    deps.logger.error({ ...context, err: failures[0], failures: failures.length }, "billing of a deleted account not settled; the provider will retry");
    throw new AppError("UNAVAILABLE", "The payment provider did not cancel or refund the billing of a deleted account", { cause: failures[0] });
  }
  deps.logger.warn(context, "billing of a deleted account: payments kept without a user and refunded, subscription canceled");
}

/** New rows, or a payment first seen failing (a retried invoice) that has now taken the money. */
async function recordOwedPayments(db: Db, provider: ProviderId, payments: OwedPayment[]): Promise<void> {
  if (payments.length === 0) return;
  await db.transaction(async (tx) => {
    for (const payment of payments) {
      await queryRows(
        tx,
        sql`
        INSERT INTO user_payments (user_id, provider, provider_ref, amount, currency, credits_purchased,
                                   tier_applied, payment_method, payment_status)
        VALUES (NULL, ${provider}, ${payment.ref}, ${fromCents(payment.amountCents)}, ${payment.currency.toUpperCase()}, 0,
                ${payment.tierId}, ${PAYMENT_METHOD_LABELS[provider]}, ${REFUND_PENDING})
        ON CONFLICT (provider, provider_ref) DO UPDATE SET payment_status = ${REFUND_PENDING}, amount = excluded.amount
        WHERE user_payments.payment_status = 'failed'`,
      );
    }
  });
}

async function findOwed(db: Db, provider: ProviderId, payments: RefundRequest[]): Promise<RefundRequest[]> {
  if (payments.length === 0) return [];
  const { userPayments } = tables;
  const rows = await db
    .select({ ref: userPayments.providerRef })
    .from(userPayments)
    .where(
      and(
        eq(userPayments.provider, provider),
        inArray(
          userPayments.providerRef,
          payments.map((p) => p.ref),
        ),
        eq(userPayments.paymentStatus, REFUND_PENDING),
      ),
    );
  const owed = new Set(rows.map((row) => row.ref));
  return payments.filter((p) => owed.has(p.ref));
}

async function markRefunded(db: Db, provider: ProviderId, ref: string): Promise<void> {
  const { userPayments } = tables;
  await db
    .update(userPayments)
    .set({ paymentStatus: REFUNDED })
    .where(and(eq(userPayments.provider, provider), eq(userPayments.providerRef, ref), eq(userPayments.paymentStatus, REFUND_PENDING)));
}
