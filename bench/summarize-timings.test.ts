import { describe, expect, it } from "vitest";
import { percentile, summarizeTimings } from "./summarize-timings";

describe("percentile", () => {
  it("uses the nearest rank", () => {
    const values = [50, 10, 40, 20, 30];
    expect(percentile(values, 50)).toBe(30);
    expect(percentile(values, 90)).toBe(50);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it("does not reorder the caller's list", () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("summarizeTimings", () => {
  it("gives the median and p90 in whole ms", () => {
    expect(summarizeTimings([100.4, 200.6, 300, 400, 500, 600, 700, 800, 900, 1000.2])).toEqual({ p50_ms: 500, p90_ms: 900 });
  });
});
