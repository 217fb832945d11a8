import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { tierRows } from "../../test-support/tier-rows";
import { invoicePaidEvent, oneOffPaymentEvent, resolveStripeTier, subscriptionCheckoutEvent, toSubscriptionFacts } from "./stripe-events";

const tiers = tierRows({ creator: { stripePriceId: "price_creator" } });
const subscription = (overrides: Partial<Record<string, unknown>> = {}) =>
  ({
    id: "sub_1",
    status: "active",
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: { userId: "u1", tierId: "starter" },
    items: { data: [{ price: { id: "price_adhoc" }, current_period_start: 1_767_225_600, current_period_end: 1_769_904_000 }] },
    ...overrides,
  }) as unknown as Stripe.Subscription;

describe("Stripe objects as our facts", () => {
  it("takes the tier from a configured price first, then from our metadata", () => {
    expect(resolveStripeTier(subscription(), tiers)).toBe("starter");
    expect(resolveStripeTier(subscription({ items: { data: [{ price: { id: "price_creator" } }] } }), tiers)).toBe("creator");
    expect(resolveStripeTier(subscription({ metadata: { tierId: "oneoff" } }), tiers)).toBeNull();
    // A price we created for a plan change carries its tier, ahead of the checkout's metadata.
    const changed = subscription({ items: { data: [{ price: { id: "price_x", metadata: { tierId: "essentials" } } }] } });
    expect(resolveStripeTier(changed, tiers)).toBe("essentials");
  });

  it("reads the period from the subscription item and a trial as active", () => {
    expect(toSubscriptionFacts(subscription({ status: "trialing", cancel_at: 1_769_904_000 }), tiers)).toEqual({
      ref: "sub_1",
      userId: "u1",
      tierId: "starter",
      status: "active",
      periodStart: new Date("2026-01-01T00:00:00Z"),
      periodEnd: new Date("2026-02-01T00:00:00Z"),
      cancelAtPeriodEnd: true,
    });
  });

  it("ignores a subscription that was not made by our checkout", () => {
    expect(toSubscriptionFacts(subscription({ metadata: {} }), tiers)).toBeNull();
  });

  it("activates on the first invoice, renews on a cycle, and grants nothing for other invoices", () => {
    const facts = toSubscriptionFacts(subscription(), tiers)!;
    const invoice = (reason: string) => ({ id: "in_1", amount_paid: 999, currency: "usd", billing_reason: reason }) as Stripe.Invoice;
    expect(invoicePaidEvent(invoice("subscription_create"), facts)).toMatchObject({
      type: "subscription.activated",
      payment: { ref: "in_1", amountCents: 999 },
    });
    expect(invoicePaidEvent(invoice("subscription_cycle"), facts).type).toBe("subscription.renewed");
    expect(invoicePaidEvent(invoice("subscription_update"), facts)).toMatchObject({ payment: { credits: 0 } });
  });

  it("turns a paid one-off session into credits named by our metadata, and an unpaid one into nothing", () => {
    const session = {
      id: "cs_1",
      payment_status: "paid",
      payment_intent: "pi_1",
      amount_total: 897,
      currency: "usd",
      metadata: { userId: "u1", tierId: "oneoff", credits: "3" },
      client_reference_id: "u1",
    } as unknown as Stripe.Checkout.Session;
    expect(oneOffPaymentEvent(session)).toEqual({
      type: "payment.succeeded",
      provider: "stripe",
      payment: { ref: "pi_1", userId: "u1", amountCents: 897, currency: "usd", tierId: "oneoff", credits: 3 },
    });
    expect(oneOffPaymentEvent({ ...session, payment_status: "unpaid" })).toBeNull();
    expect(oneOffPaymentEvent({ ...session, metadata: { userId: "u1", tierId: "oneoff", credits: "-2" } })).toBeNull();
    const facts = toSubscriptionFacts(subscription(), tiers)!;
    expect(subscriptionCheckoutEvent({ ...session, invoice: "in_9" } as Stripe.Checkout.Session, facts)).toMatchObject({
      type: "subscription.activated",
      payment: { ref: "in_9" },
    });
  });
});
