import { describe, expect, it } from "vitest";
import { choosePlanChangeTiming, prorateUpgradeCents } from "./plan-change";

describe("plan changes", () => {
  it("charges a dearer plan now and moves to a cheaper one from the next period", () => {
    expect(choosePlanChangeTiming({ price: "9.99" }, { price: "39.99" })).toBe("after_payment");
    expect(choosePlanChangeTiming({ price: "39.99" }, { price: "9.99" })).toBe("next_period");
    expect(choosePlanChangeTiming({ price: "19.99" }, { price: "19.99" })).toBe("next_period");
  });

  it("prorates the difference over what is left of the period, never to nothing", () => {
    const periodStart = new Date("2026-01-01T00:00:00Z");
    const periodEnd = new Date("2026-01-31T00:00:00Z");
    const at = (iso: string) => prorateUpgradeCents({ fromPrice: "9.99", toPrice: "39.99", periodStart, periodEnd, now: new Date(iso) });
    expect(at("2026-01-01T00:00:00Z")).toBe(3000);
    expect(at("2026-01-16T00:00:00Z")).toBe(1500);
    expect(at("2026-01-30T23:59:59Z")).toBe(1);
    expect(at("2025-12-01T00:00:00Z")).toBe(3000);
    expect(prorateUpgradeCents({ fromPrice: "39.99", toPrice: "9.99", periodStart, periodEnd, now: periodStart })).toBe(0);
    expect(prorateUpgradeCents({ fromPrice: "9.99", toPrice: "19.99", periodStart: null, periodEnd: null, now: periodStart })).toBe(1000);
  });
});
