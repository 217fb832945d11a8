import { describe, expect, it } from "vitest";
import { tierRows } from "../../test-support/tier-rows";
import { orderCustomId, orderPaymentEvent, subscriptionPaymentEvents, toPayPalSubscriptionFacts } from "./paypal-events";

const tiers = tierRows({ essentials: { paypalPlanId: "P-ESS" } });
const now = new Date("2026-03-10T00:00:00Z");
const sub = (status: string, billing: Record<string, unknown>) => ({
  id: "I-1",
  plan_id: "P-ESS",
  status,
  custom_id: "u1",
  start_time: "2026-03-01T00:00:00Z",
  billing_info: billing,
});

describe("PayPal objects as our facts", () => {
  it("maps an active subscription with its next billing time", () => {
    const facts = toPayPalSubscriptionFacts(
      sub("ACTIVE", {
        next_billing_time: "2026-04-01T00:00:00Z",
        last_payment: { amount: { currency_code: "USD", value: "19.99" }, time: "2026-03-01T00:05:00Z" },
      }),
      tiers,
      now,
    );
    expect(facts).toEqual({
      ref: "I-1",
      userId: "u1",
      tierId: "essentials",
      status: "active",
      periodStart: new Date("2026-03-01T00:05:00Z"),
      periodEnd: new Date("2026-04-01T00:00:00Z"),
      cancelAtPeriodEnd: false,
    });
  });

  it("keeps a cancelled subscription active for 30 days from its last payment, then canceled", () => {
    const cancelled = sub("CANCELLED", { last_payment: { amount: { currency_code: "USD", value: "19.99" }, time: "2026-03-01T00:00:00Z" } });
    expect(toPayPalSubscriptionFacts(cancelled, tiers, now)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      periodEnd: new Date("2026-03-31T00:00:00Z"),
    });
    expect(toPayPalSubscriptionFacts(cancelled, tiers, new Date("2026-04-02T00:00:00Z"))).toMatchObject({ status: "canceled" });
  });

  it("lowercases other statuses and ignores unknown plans", () => {
    expect(toPayPalSubscriptionFacts(sub("SUSPENDED", {}), tiers, now)?.status).toBe("suspended");
    expect(toPayPalSubscriptionFacts(sub("APPROVAL_PENDING", {}), tiers, now)?.status).toBe("pending");
    expect(toPayPalSubscriptionFacts({ ...sub("ACTIVE", {}), plan_id: "P-OTHER" }, tiers, now)).toBeNull();
  });

  it("grants each completed payment once by sale id, the first one activating", () => {
    const facts = toPayPalSubscriptionFacts(sub("ACTIVE", {}), tiers, now)!;
    const tx = (id: string, time: string, status = "COMPLETED") => ({
      id,
      status,
      time,
      amount_with_breakdown: { gross_amount: { currency_code: "USD", value: "19.99" } },
    });
    const events = subscriptionPaymentEvents(facts, [
      tx("S2", "2026-04-01T00:00:00Z"),
      tx("S1", "2026-03-01T00:00:00Z"),
      tx("S3", "2026-05-01T00:00:00Z", "DECLINED"),
    ]);
    expect(events.map((e) => [e.type, "payment" in e ? e.payment?.ref : undefined])).toEqual([
      ["subscription.changed", undefined],
      ["subscription.activated", "S1"],
      ["subscription.renewed", "S2"],
    ]);
  });

  it("reads a captured order's credits from our custom id", () => {
    const order = (customId: string, status = "COMPLETED") => ({
      id: "O-1",
      status,
      purchase_units: [{ custom_id: customId, payments: { captures: [{ id: "C-1", status, amount: { currency_code: "USD", value: "5.98" } }] } }],
    });
    expect(orderPaymentEvent(order(orderCustomId("u1", "oneoff", 2)))).toEqual({
      type: "payment.succeeded",
      provider: "paypal",
      payment: { ref: "C-1", userId: "u1", amountCents: 598, currency: "USD", tierId: "oneoff", credits: 2 },
    });
    expect(orderPaymentEvent(order(orderCustomId("u1", "oneoff", 2), "PENDING"))).toBeNull();
    expect(orderPaymentEvent(order("garbage"))).toBeNull();
  });
});
