import { sql } from "drizzle-orm";
import { type Tx, queryRows } from "../../lib/db";
import { PAYMENT_METHOD_LABELS, type PaymentFacts, type ProviderId } from "./billing-types";
import { fromCents } from "./price-checkout";

/**
 * One user_payments row per provider payment. A payment first seen as failed and later paid
 * (a retried invoice) is upgraded to completed; nothing ever downgrades a completed payment.
 * True when this call wrote the row's outcome (a new payment, or one newly completed).
 */
export async function recordPayment(
  tx: Tx,
  provider: ProviderId,
  payment: PaymentFacts,
  outcome: { status: "completed" | "failed"; credits: number },
): Promise<boolean> {
  const written = await queryRows(
    tx,
    sql`
    INSERT INTO user_payments (user_id, provider, provider_ref, amount, currency, credits_purchased,
                               tier_applied, payment_method, payment_status)
    VALUES (${payment.userId}, ${provider}, ${payment.ref}, ${fromCents(payment.amountCents)},
            ${payment.currency.toUpperCase()}, ${outcome.status === "completed" ? outcome.credits : 0},
            ${payment.tierId}, ${PAYMENT_METHOD_LABELS[provider]}, ${outcome.status})
    ON CONFLICT (provider, provider_ref) DO UPDATE SET
      payment_status = 'completed',
      credits_purchased = excluded.credits_purchased
    WHERE user_payments.payment_status <> 'completed' AND excluded.payment_status = 'completed'
    RETURNING id`,
  );
  return written.length > 0;
}
