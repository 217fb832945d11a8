import { describe, expect, it } from "vitest";
import { pickRoastTier } from "./pick-roast-tier";

const now = new Date("2024-05-01T00:00:00Z");
const later = new Date("2024-06-01T00:00:00Z");
const earlier = new Date("2024-04-01T00:00:00Z");

describe("pickRoastTier", () => {
  it("renders the free roast on the free tier whatever the subscription", () => {
    expect(pickRoastTier({ creditKind: "free", subscriptionStatus: "active", subscriptionTierId: "creator", now })).toBe("free");
  });

  it("uses the tier of an active subscription, in any letter case", () => {
    expect(pickRoastTier({ creditKind: "paid", subscriptionStatus: "active", subscriptionTierId: "essentials", subscriptionEndDate: later, now })).toBe(
      "essentials",
    );
    expect(pickRoastTier({ creditKind: "paid", subscriptionStatus: "ACTIVE", subscriptionTierId: "creator", now })).toBe("creator");
  });

  it("falls back to starter for paid credits without a live subscription", () => {
    expect(pickRoastTier({ creditKind: "paid", subscriptionStatus: "active", subscriptionTierId: "creator", subscriptionEndDate: earlier, now })).toBe(
      "starter",
    );
    expect(pickRoastTier({ creditKind: "paid", subscriptionStatus: "canceled", subscriptionTierId: "creator", now })).toBe("starter");
    expect(pickRoastTier({ creditKind: "paid", subscriptionStatus: "active", subscriptionTierId: "oneoff", now })).toBe("starter");
    expect(pickRoastTier({ creditKind: "none", now })).toBe("starter");
  });
});
