import { describe, expect, it } from "vitest";
import type { PaymentFacts, SubscriptionFacts } from "./billing-types";
import { planOrphanedBilling } from "./orphaned-billing-plan";

const payment = (ref: string, extra: Partial<PaymentFacts> = {}): PaymentFacts => ({
  ref,
  userId: "gone",
  amountCents: 999,
  currency: "usd",
  tierId: "starter",
  ...extra,
});
const subscription = (status: string, cancelAtPeriodEnd = false): SubscriptionFacts => ({
  ref: "sub_1",
  userId: "gone",
  tierId: "starter",
  status,
  periodStart: null,
  periodEnd: null,
  cancelAtPeriodEnd,
});

describe("what a deleted account's billing events ask for", () => {
  it("gives back each payment that took money once, saying whether it was a purchase or a subscription's", () => {
    const plan = planOrphanedBilling([
      { type: "payment.succeeded", provider: "stripe", payment: payment("pi_1", { credits: 3, tierId: "oneoff" }) },
      { type: "subscription.activated", provider: "stripe", subscription: subscription("active"), payment: payment("in_1") },
      { type: "subscription.renewed", provider: "stripe", subscription: subscription("active"), payment: payment("in_1") },
      { type: "payment.failed", provider: "stripe", subscription: subscription("past_due"), payment: payment("in_2") },
    ]);
    expect(plan.payments).toEqual([
      { ref: "pi_1", kind: "purchase", amountCents: 999, currency: "usd", tierId: "oneoff" },
      { ref: "in_1", kind: "subscription", amountCents: 999, currency: "usd", tierId: "starter" },
    ]);
    expect(plan.cancel).toEqual(["sub_1"]);
  });

  it("cancels only a subscription that still bills", () => {
    for (const status of ["active", "past_due", "unpaid", "incomplete", "suspended"]) {
      expect(planOrphanedBilling([{ type: "subscription.changed", provider: "paypal", subscription: subscription(status) }]).cancel).toEqual(["sub_1"]);
    }
    for (const facts of [subscription("active", true), subscription("canceled"), subscription("incomplete_expired"), subscription("pending")]) {
      expect(planOrphanedBilling([{ type: "subscription.canceled", provider: "paypal", subscription: facts }])).toEqual({ payments: [], cancel: [] });
    }
  });
});
