import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { describeCheckoutError } from "./checkout-messages";
import { describePlanChange, describePlanChoice } from "./plan-change-messages";

const creator = { name: "Content Creator", creditsIncluded: 60, price: 39.99 };
const starter = { name: "Starter Pack", creditsIncluded: 10, price: 9.99 };

describe("plan change messages", () => {
  it("says an upgrade was paid and applies now, its credits from the next renewal", () => {
    expect(describePlanChange(creator, { timing: "after_payment", pendingTierId: null, currentPeriodEnd: null })).toEqual({
      title: "Plan upgraded",
      description:
        "You're now on the Content Creator. You paid the difference for the rest of this period; its 60 credits a month start with your next renewal.",
    });
  });

  it("says when a cheaper plan starts, and when a scheduled change was undone", () => {
    const scheduled = describePlanChange(starter, { timing: "next_period", pendingTierId: "starter", currentPeriodEnd: "2026-12-24T12:00:00.000Z" });
    expect(scheduled).toEqual({
      title: "Plan change scheduled",
      description: "Your plan changes to the Starter Pack on December 24, 2026. Until then your current plan stays as it is.",
    });
    expect(describePlanChange(creator, { timing: "next_period", pendingTierId: null, currentPeriodEnd: null }).title).toBe("Plan change canceled");
  });

  it("labels the confirm button by what the change costs today", () => {
    expect(describePlanChoice(starter, creator)).toBe("Upgrade now — you pay the difference today");
    expect(describePlanChoice(creator, starter)).toBe("Switch at your next billing date");
    expect(describePlanChoice(undefined, creator)).toBe("Change Plan");
  });

  it("shows a declined upgrade in the server's own words", () => {
    const declined = new ApiError(402, { error: "Your card was declined, so your plan has not changed.", title: "Payment declined", code: "PAYMENT_REQUIRED" });
    expect(describeCheckoutError("change", declined)).toEqual({ title: "Payment declined", description: declined.message });
  });
});
