import { describe, expect, it } from "vitest";
import type { TierRow } from "./billing-types";
import { fromCents, priceCheckout, toCents } from "./price-checkout";
import { tierRows } from "./test-support/tier-rows";

const tier = (id: string) => tierRows().find((t) => t.id === id) as TierRow;

describe("pricing a checkout", () => {
  it("prices a monthly plan from the tier, credits per period", () => {
    expect(priceCheckout({ tier: tier("essentials"), isSubscription: true, quantity: 7, activeTierId: null })).toMatchObject({
      mode: "subscription",
      quantity: 1,
      amountCents: 1999,
      credits: 25,
    });
  });

  it("refuses a second subscription", () => {
    expect(() => priceCheckout({ tier: tier("creator"), isSubscription: true, quantity: 1, activeTierId: "starter" })).toThrow(
      expect.objectContaining({ code: "CONFLICT", title: "Subscription Error" }),
    );
  });

  it("refuses to subscribe to the one-off tier", () => {
    expect(() => priceCheckout({ tier: tier("oneoff"), isSubscription: true, quantity: 1, activeTierId: null })).toThrow(
      expect.objectContaining({ message: "Invalid tier selected" }),
    );
  });

  it("sells one-off packs at the One-off price times the quantity", () => {
    expect(priceCheckout({ tier: tier("oneoff"), isSubscription: false, quantity: 3, activeTierId: null })).toMatchObject({
      mode: "payment",
      amountCents: 897,
      credits: 3,
    });
  });

  it("sells extra credits at a plan's credit price only to its subscribers", () => {
    expect(priceCheckout({ tier: tier("starter"), isSubscription: false, quantity: 4, activeTierId: "starter" })).toMatchObject({
      amountCents: 596,
      credits: 4,
    });
    expect(() => priceCheckout({ tier: tier("creator"), isSubscription: false, quantity: 4, activeTierId: "starter" })).toThrow(
      expect.objectContaining({ code: "FORBIDDEN" }),
    );
    expect(() => priceCheckout({ tier: tier("starter"), isSubscription: false, quantity: 1, activeTierId: null })).toThrow(
      expect.objectContaining({ code: "FORBIDDEN" }),
    );
  });

  it("converts prices to cents and back without float drift", () => {
    expect(toCents("19.99")).toBe(1999);
    expect(toCents("0.29")).toBe(29);
    expect(fromCents(1999 * 3)).toBe("59.97");
  });
});
