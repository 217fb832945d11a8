import { describe, expect, it } from "vitest";
import { addDays, addMonths, hasLapsed, nextPeriod } from "./billing-period";

describe("billing periods", () => {
  it("adds calendar months, clamping to shorter months", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2028-01-31T10:00:00Z"), 1).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addMonths(new Date("2026-03-15T08:30:00Z"), 1).toISOString()).toBe("2026-04-15T08:30:00.000Z");
    expect(addMonths(new Date("2026-12-05T00:00:00Z"), 1).toISOString()).toBe("2027-01-05T00:00:00.000Z");
  });

  it("starts the next period where the current one ends", () => {
    const end = new Date("2026-05-10T00:00:00Z");
    expect(nextPeriod(end)).toEqual({ start: end, end: new Date("2026-06-10T00:00:00Z") });
  });

  it("adds days", () => {
    expect(addDays(new Date("2026-01-01T00:00:00Z"), 30).toISOString()).toBe("2026-01-31T00:00:00.000Z");
  });

  it("keeps a canceled subscription until its period ends", () => {
    const end = new Date("2026-05-10T00:00:00Z");
    expect(hasLapsed({ cancelAtPeriodEnd: true, currentPeriodEnd: end }, new Date("2026-05-09T23:59:59Z"))).toBe(false);
    expect(hasLapsed({ cancelAtPeriodEnd: true, currentPeriodEnd: end }, end)).toBe(true);
    expect(hasLapsed({ cancelAtPeriodEnd: false, currentPeriodEnd: end }, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });
});
