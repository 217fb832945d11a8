import { describe, expect, it } from "vitest";
import { localEventSchema, toBillingEvent } from "./local-events";

const payment = { ref: "pay_1", userId: "u1", amountCents: 299, currency: "USD", tierId: "oneoff", credits: 1 };

describe("test checkout events", () => {
  it("turns a delivery into the normalised event, dates parsed", () => {
    const subscription = {
      ref: "sub_1",
      userId: "u1",
      tierId: "starter",
      status: "active",
      periodStart: "2026-01-01T00:00:00.000Z",
      periodEnd: "2026-02-01T00:00:00.000Z",
      cancelAtPeriodEnd: false,
    };
    const event = toBillingEvent(
      localEventSchema.parse({ id: "evt_1", type: "subscription.renewed", subscription, payment: { ...payment, credits: undefined } }),
    );
    expect(event).toEqual({
      type: "subscription.renewed",
      provider: "local",
      subscription: { ...subscription, periodStart: new Date("2026-01-01T00:00:00Z"), periodEnd: new Date("2026-02-01T00:00:00Z") },
      payment: { ...payment, credits: undefined },
    });
  });

  it("rejects unknown types, missing payments and non-positive credits", () => {
    expect(localEventSchema.safeParse({ id: "e", type: "credits.set", payment }).success).toBe(false);
    expect(localEventSchema.safeParse({ id: "e", type: "payment.succeeded" }).success).toBe(false);
    expect(localEventSchema.safeParse({ id: "e", type: "payment.succeeded", payment: { ...payment, credits: 0 } }).success).toBe(false);
    expect(localEventSchema.safeParse({ id: "e", type: "payment.succeeded", payment: { ...payment, amountCents: -1 } }).success).toBe(false);
  });

  it("lets an upgrade's payment carry no credits, never fewer", () => {
    const subscription = { ref: "sub_1", userId: "u1", tierId: "creator", status: "active", periodStart: null, periodEnd: null, cancelAtPeriodEnd: false };
    const renewed = (credits: number) => ({ id: "e", type: "subscription.renewed", subscription, payment: { ...payment, credits } });
    expect(localEventSchema.safeParse(renewed(0)).success).toBe(true);
    expect(localEventSchema.safeParse(renewed(-1)).success).toBe(false);
  });
});
