import { z } from "zod";
import { WALLET_PERIOD_DAYS, addDays } from "../../billing-period";
import { toCents } from "../../price-checkout";
import type { BillingEvent, PaymentFacts, SubscriptionFacts, TierRow } from "../../billing-types";

/** The parts of PayPal's objects we read, validated at the boundary; the rest passes through. */
const money = z.object({ currency_code: z.string(), value: z.string() });

export const paypalSubscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  status: z.string(),
  custom_id: z.string().optional(),
  start_time: z.string().optional(),
  billing_info: z.object({ next_billing_time: z.string().optional(), last_payment: z.object({ amount: money, time: z.string() }).optional() }).optional(),
});
export type PayPalSubscription = z.infer<typeof paypalSubscriptionSchema>;

export const paypalTransactionsSchema = z.object({
  transactions: z
    .array(z.object({ id: z.string(), status: z.string(), time: z.string(), amount_with_breakdown: z.object({ gross_amount: money }) }))
    .default([]),
});
export type PayPalTransaction = z.infer<typeof paypalTransactionsSchema>["transactions"][number];

const capture = z.object({ id: z.string(), status: z.string(), amount: money });
export const paypalOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(z.object({ custom_id: z.string().optional(), payments: z.object({ captures: z.array(capture).default([]) }).optional() }))
    .default([]),
});
export type PayPalOrder = z.infer<typeof paypalOrderSchema>;

export const paypalEventSchema = z.object({ id: z.string(), event_type: z.string(), resource: z.record(z.string(), z.unknown()) });

/** custom_id of an order we create: who pays, for which tier, how many credits. */
export const orderCustomId = (userId: string, tierId: string, credits: number) => `${userId}|${tierId}|${credits}`;

/**
 * PayPal statuses, lowercased. A CANCELLED subscription stays active until the paid period
 * ends (cancellation takes effect at the end of the billing period).
 */
export function toPayPalSubscriptionFacts(sub: PayPalSubscription, tiers: TierRow[], now: Date): SubscriptionFacts | null {
  const tier = tiers.find((t) => t.paypalPlanId && t.paypalPlanId === sub.plan_id);
  if (!sub.custom_id || !tier) return null;
  const lastPaid = sub.billing_info?.last_payment?.time ?? sub.start_time;
  const periodStart = lastPaid ? new Date(lastPaid) : null;
  const next = sub.billing_info?.next_billing_time;
  const periodEnd = next ? new Date(next) : periodStart ? addDays(periodStart, WALLET_PERIOD_DAYS) : null;
  const canceled = sub.status === "CANCELLED";
  const paidUp = periodEnd !== null && periodEnd > now;
  const status: Record<string, string> = { ACTIVE: "active", SUSPENDED: "suspended", EXPIRED: "expired", APPROVAL_PENDING: "pending", APPROVED: "pending" };
  return {
    ref: sub.id,
    userId: sub.custom_id,
    tierId: tier.id,
    status: canceled ? (paidUp ? "active" : "canceled") : (status[sub.status] ?? sub.status.toLowerCase()),
    periodStart,
    periodEnd,
    cancelAtPeriodEnd: canceled,
  };
}

/** Each completed subscription payment grants a period's credits, once (keyed by the sale id). The first activates. */
export function subscriptionPaymentEvents(facts: SubscriptionFacts, transactions: PayPalTransaction[]): BillingEvent[] {
  const completed = transactions.filter((t) => t.status === "COMPLETED").sort((a, b) => a.time.localeCompare(b.time));
  const events: BillingEvent[] = completed.map((t, index) => {
    const payment: PaymentFacts = {
      ref: t.id,
      userId: facts.userId,
      amountCents: toCents(t.amount_with_breakdown.gross_amount.value),
      currency: t.amount_with_breakdown.gross_amount.currency_code,
      tierId: facts.tierId,
    };
    return index === 0
      ? { type: "subscription.activated", provider: "paypal", subscription: facts, payment }
      : { type: "subscription.renewed", provider: "paypal", subscription: facts, payment };
  });
  const state: BillingEvent = facts.cancelAtPeriodEnd
    ? { type: "subscription.canceled", provider: "paypal", subscription: facts }
    : { type: "subscription.changed", provider: "paypal", subscription: facts };
  return [state, ...events];
}

/** A completed order capture: the credits named in the custom_id we set when creating the order. */
export function orderPaymentEvent(order: PayPalOrder): BillingEvent | null {
  const unit = order.purchase_units[0];
  const done = unit?.payments?.captures.find((c) => c.status === "COMPLETED");
  const [userId, tierId, credits] = (unit?.custom_id ?? "").split("|");
  const count = Number(credits);
  if (!done || !userId || !tierId || !Number.isInteger(count) || count <= 0) return null;
  return {
    type: "payment.succeeded",
    provider: "paypal",
    payment: { ref: done.id, userId, amountCents: toCents(done.amount.value), currency: done.amount.currency_code, tierId, credits: count },
  };
}
