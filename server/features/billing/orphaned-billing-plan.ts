import type { BillingEvent, RefundRequest } from "./billing-types";

/** A provider's statuses of a subscription that bills nothing more (or nothing yet: PayPal's before approval). */
const NOT_BILLING = new Set(["canceled", "expired", "incomplete_expired", "pending"]);

export type OwedPayment = RefundRequest & { tierId: string };

/**
 * What the events of a deleted account ask for (settle-orphaned-events.ts): the payments that
 * took money, once each and with what their ref names, and the subscriptions still billing. A
 * failed payment took nothing; a subscription canceled at its period's end (as account
 * deletion does) bills nothing more.
 */
export function planOrphanedBilling(events: BillingEvent[]): { payments: OwedPayment[]; cancel: string[] } {
  const payments = new Map<string, OwedPayment>();
  const cancel = new Set<string>();
  for (const event of events) {
    if (event.type !== "payment.failed" && "payment" in event && event.payment) {
      const { ref, amountCents, currency, tierId } = event.payment;
      payments.set(ref, { ref, kind: event.type === "payment.succeeded" ? "purchase" : "subscription", amountCents, currency, tierId });
    }
    const facts = "subscription" in event ? event.subscription : undefined;
    if (facts && !facts.cancelAtPeriodEnd && !NOT_BILLING.has(facts.status)) cancel.add(facts.ref);
  }
  return { payments: [...payments.values()], cancel: [...cancel] };
}
