import { describe, expect, it } from "vitest";
import type { AccountSummary, SubscriptionView } from "../../../../common/billing";
import { describeManagedPlan, describePlanStatus } from "./describe-plan-status";

const now = new Date("2026-12-01T12:00:00Z");
const credits: AccountSummary["credits"] = {
  freeRoastsRemaining: 1,
  paidCredits: 0,
  total: 1,
  lots: [],
  subscriptionStatus: null,
  subscriptionTierId: null,
  subscriptionStartDate: null,
  subscriptionEndDate: null,
};
const subscription: SubscriptionView = {
  id: "sub_1",
  provider: "local",
  tierId: "essentials",
  tierName: "Essentials Pack",
  price: 19.99,
  creditsIncluded: 25,
  status: "active",
  currentPeriodStart: "2026-11-29T00:00:00Z",
  currentPeriodEnd: "2026-12-29T00:00:00Z",
  cancelAtPeriodEnd: false,
  hasPortal: false,
  canAdvancePeriod: true,
  pendingTierId: null,
  pendingTierName: null,
};
const subscriber = { credits: { ...credits, subscriptionStatus: "active", subscriptionEndDate: "2026-12-29T00:00:00Z" }, subscription };
const tile = (account: Pick<AccountSummary, "credits" | "subscription">) => describePlanStatus(account, now, "UTC");

describe("the plan's status on /account", () => {
  it("calls an account without a subscription the free plan, not inactive", () => {
    expect(tile({ credits, subscription: null })).toEqual({ value: "Free plan", text: "Nothing renews: you pay only for credits you buy", tone: "neutral" });
  });

  it("says a renewing plan renews, in the tile and the card alike, and never that it is active until then", () => {
    expect(tile(subscriber)).toEqual({ value: "Active", text: "Renews December 29, 2026", tone: "active" });
    expect(describeManagedPlan(subscription, now, "UTC")).toBe("Active · renews December 29, 2026");
    expect(`${tile(subscriber).text} ${describeManagedPlan(subscription, now, "UTC")}`).not.toMatch(/until/i);
  });

  it("says a canceled plan ends, in both places, and that nothing more is charged", () => {
    const canceled = { ...subscription, cancelAtPeriodEnd: true };
    expect(tile({ ...subscriber, subscription: canceled })).toEqual({ value: "Active", text: "Ends December 29, 2026, no further charges", tone: "active" });
    expect(describeManagedPlan(canceled, now, "UTC")).toBe("Active until December 29, 2026, then it ends");
  });

  it("asks for a new payment method while a payment is due", () => {
    const pastDue = { ...subscription, status: "past_due" };
    expect(tile({ ...subscriber, subscription: pastDue })).toMatchObject({ value: "Payment due", tone: "warning" });
    expect(describeManagedPlan(pastDue, now, "UTC")).toBe("Payment due: please update your payment method");
  });

  it("puts an account whose subscription has ended back on the free plan, saying when it ended", () => {
    const ended = { ...subscription, status: "canceled", currentPeriodEnd: "2026-11-20T00:00:00Z" };
    expect(tile({ credits, subscription: ended })).toEqual({ value: "Free plan", text: "Your subscription ended November 20, 2026", tone: "neutral" });
  });

  it("reads the account's own subscription fields when no subscription row exists", () => {
    expect(tile({ credits: subscriber.credits, subscription: null })).toEqual({ value: "Active", text: "Active until December 29, 2026", tone: "active" });
    expect(tile({ credits: { ...subscriber.credits, subscriptionEndDate: "2026-11-01T00:00:00Z" }, subscription: null })).toMatchObject({
      value: "Inactive",
      text: "Expired",
    });
  });
});
