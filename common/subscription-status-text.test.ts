import { describe, expect, it } from "vitest";
import { describeSubscriptionStatus, hasCurrentSubscription } from "./subscription-status-text";

const now = new Date("2026-03-10T12:00:00Z");
const describe_ = (status: string | null, end: string | null) =>
  describeSubscriptionStatus({ subscriptionStatus: status, subscriptionEndDate: end }, now, "UTC");

describe("the Status tile text", () => {
  it("says there is no subscription when there is no status", () => {
    expect(describe_(null, null)).toEqual({ isActive: false, label: "Inactive", text: "No active subscription" });
  });

  it("shows the end date of an active subscription", () => {
    expect(describe_("active", "2026-04-05T00:00:00Z")).toEqual({
      isActive: true,
      label: "Active",
      text: "Active until April 5, 2026",
    });
  });

  it("reads Expired once the end date has passed, whatever the status", () => {
    expect(describe_("active", "2026-03-01T00:00:00Z")).toMatchObject({ isActive: false, text: "Expired" });
    expect(describe_("canceled", "2026-03-01T00:00:00Z")).toMatchObject({ isActive: false, text: "Expired" });
  });

  it("shows any other status as it is", () => {
    expect(describe_("past_due", "2026-04-05T00:00:00Z")).toEqual({ isActive: false, label: "Inactive", text: "past_due" });
  });

  it("counts only the lowercase status as active", () => {
    expect(describe_("ACTIVE", "2026-04-05T00:00:00Z")).toMatchObject({ isActive: false, text: "ACTIVE" });
    expect(describe_("active", null)).toEqual({ isActive: true, label: "Active", text: "Active" });
  });

  it("keeps a past-due subscription manageable until its period ends", () => {
    expect(hasCurrentSubscription({ status: "past_due", currentPeriodEnd: "2026-04-05T00:00:00Z" }, now)).toBe(true);
    expect(hasCurrentSubscription({ status: "active", currentPeriodEnd: "2026-03-01T00:00:00Z" }, now)).toBe(false);
    expect(hasCurrentSubscription({ status: "canceled", currentPeriodEnd: "2026-04-05T00:00:00Z" }, now)).toBe(false);
  });
});
