import { describe, expect, it } from "vitest";
import { parseStoredPlan } from "./selected-plan";

describe("parseStoredPlan", () => {
  it("reads the current shape", () => {
    expect(parseStoredPlan({ tierId: "essentials", isSubscription: true, paymentMethod: "paypal" })).toEqual({
      tierId: "essentials",
      isSubscription: true,
      paymentMethod: "paypal",
    });
  });

  it("normalises the older tier/tierName/tierPrice shape to a subscription", () => {
    expect(parseStoredPlan({ tier: "creator", tierName: "Content Creator", tierPrice: "39.99" })).toEqual({
      tierId: "creator",
      isSubscription: true,
      paymentMethod: undefined,
    });
  });

  it("keeps a one-off choice", () => {
    expect(parseStoredPlan({ tierId: "oneoff", isSubscription: false })?.isSubscription).toBe(false);
  });

  it.each([null, "essentials", 42, {}, { tierId: "" }, { tierId: "starter", isSubscription: "yes" }])("rejects %j", (value) => {
    expect(parseStoredPlan(value)).toBeNull();
  });
});
