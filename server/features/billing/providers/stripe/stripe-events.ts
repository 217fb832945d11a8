import type Stripe from "stripe";
import type { BillingEvent, PaymentFacts, SubscriptionFacts, TierRow } from "../../billing-types";

/**
 * Pure mapping from Stripe objects (already re-read from Stripe) to our facts. Our metadata
 * (userId, tierId, credits) is set by the server when it creates the checkout, never by a browser.
 */
const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
export const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/**
 * The tier Stripe bills a subscription at: a configured price id wins (plan changes in the
 * portal), then the tier a price we created carries, then the subscription's checkout metadata.
 */
export function resolveStripeTier(subscription: Stripe.Subscription, tiers: TierRow[]): string | null {
  const price = subscription.items.data[0]?.price;
  const byPrice = tiers.find((t) => t.stripePriceId && t.stripePriceId === price?.id);
  if (byPrice) return byPrice.id;
  const byPriceTier = tiers.find((t) => t.kind === "subscription" && t.id === price?.metadata?.tierId);
  if (byPriceTier) return byPriceTier.id;
  const byMetadata = tiers.find((t) => t.kind === "subscription" && t.id === subscription.metadata?.tierId);
  return byMetadata?.id ?? null;
}

/** Stripe's statuses are already lowercase; a trial counts as active. */
export const normaliseStripeStatus = (status: string) => (status === "trialing" ? "active" : status);

export function toSubscriptionFacts(subscription: Stripe.Subscription, tiers: TierRow[]): SubscriptionFacts | null {
  const userId = subscription.metadata?.userId;
  const tierId = resolveStripeTier(subscription, tiers);
  if (!userId || !tierId) return null;
  const item = subscription.items.data[0];
  return {
    ref: subscription.id,
    userId,
    tierId,
    status: normaliseStripeStatus(subscription.status),
    periodStart: toDate(item?.current_period_start),
    periodEnd: toDate(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}

export const subscriptionIdOfInvoice = (invoice: Stripe.Invoice): string | null => idOf(invoice.parent?.subscription_details?.subscription);

/**
 * invoice.paid: the first invoice activates, a cycle invoice renews; any other (an upgrade's
 * prorated difference) grants nothing, yet applies the plan it paid for. The plan is the one the
 * subscription is billed at once paid: Stripe applies an upgrade only when its invoice is paid.
 */
export function invoicePaidEvent(invoice: Stripe.Invoice, facts: SubscriptionFacts): BillingEvent {
  const payment: PaymentFacts = {
    ref: invoice.id as string,
    userId: facts.userId,
    amountCents: invoice.amount_paid,
    currency: invoice.currency,
    tierId: facts.tierId,
  };
  if (invoice.billing_reason === "subscription_create") return { type: "subscription.activated", provider: "stripe", subscription: facts, payment };
  if (invoice.billing_reason === "subscription_cycle") return { type: "subscription.renewed", provider: "stripe", subscription: facts, payment };
  return { type: "subscription.renewed", provider: "stripe", subscription: facts, payment: { ...payment, credits: 0 } };
}

export function invoiceFailedEvent(invoice: Stripe.Invoice, facts: SubscriptionFacts): BillingEvent {
  return {
    type: "payment.failed",
    provider: "stripe",
    subscription: facts,
    payment: { ref: invoice.id as string, userId: facts.userId, amountCents: invoice.amount_due, currency: invoice.currency, tierId: facts.tierId },
  };
}

/** A paid one-off Checkout Session: the credits named in our metadata, keyed by its PaymentIntent. */
export function oneOffPaymentEvent(session: Stripe.Checkout.Session): BillingEvent | null {
  const userId = session.metadata?.userId ?? session.client_reference_id;
  const credits = Number(session.metadata?.credits);
  const tierId = session.metadata?.tierId;
  if (!userId || !tierId || !Number.isInteger(credits) || credits <= 0 || session.payment_status !== "paid") return null;
  return {
    type: "payment.succeeded",
    provider: "stripe",
    payment: {
      ref: idOf(session.payment_intent) ?? session.id,
      userId,
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? "usd",
      tierId,
      credits,
    },
  };
}

export function subscriptionCheckoutEvent(session: Stripe.Checkout.Session, facts: SubscriptionFacts): BillingEvent | null {
  const invoiceId = idOf(session.invoice);
  if (session.payment_status !== "paid" || !invoiceId) return null;
  return {
    type: "subscription.activated",
    provider: "stripe",
    subscription: facts,
    payment: { ref: invoiceId, userId: facts.userId, amountCents: session.amount_total ?? 0, currency: session.currency ?? "usd", tierId: facts.tierId },
  };
}
