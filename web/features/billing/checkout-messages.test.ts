import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { describeCheckoutError } from "./checkout-messages";

const conflict = new ApiError(409, { error: "You already have an active subscription. Use Change Plan to switch plans.", code: "CONFLICT" });
const crash = new ApiError(500, { error: "Something went wrong", code: "INTERNAL" });

describe("checkout error messages", () => {
  it("shows the server's reason for a subscription, else the fixed fallback", () => {
    expect(describeCheckoutError("subscribe", conflict)).toEqual({ title: "Subscription Error", description: conflict.message });
    expect(describeCheckoutError("subscribe", crash)).toEqual({ title: "Subscription Error", description: "Failed to create subscription. Please try again." });
    expect(describeCheckoutError("subscribe", new TypeError("Failed to fetch"))).toMatchObject({
      description: "Failed to create subscription. Please try again.",
    });
  });

  it("always shows the fixed text for a one-off payment", () => {
    expect(describeCheckoutError("buy", conflict)).toEqual({ title: "Payment Error", description: "Failed to create payment. Please try again." });
  });

  it("uses 'Failed to proceed to payment' when a stored plan cannot be checked out", () => {
    expect(describeCheckoutError("resume", crash)).toEqual({ title: "Payment Error", description: "Failed to proceed to payment. Please try again." });
    expect(describeCheckoutError("resume", conflict)).toEqual({ title: "Payment Error", description: conflict.message });
  });
});
