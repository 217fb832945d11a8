import { describe, expect, it } from "vitest";
import { MAX_CAPTION_LINES, SPACE_EM, breakCaptionLine, measureTextEm } from "./measure-caption-text";

describe("measureTextEm", () => {
  it("measures DejaVu Sans Bold as libass sets it: 'WWW mmm iii' at 119 px advances 834 px (its ink measured 822 px in a render)", () => {
    expect(measureTextEm("WWW mmm iii") * 119).toBeCloseTo(834, 0);
    expect(measureTextEm("Carl")).toBeCloseTo(1.928, 3);
    expect(SPACE_EM).toBeCloseTo(0.299, 3);
  });

  it("counts accented letters as their own widths and anything unknown as wide", () => {
    expect(measureTextEm("é")).toBeCloseTo(measureTextEm("e"), 3);
    expect(measureTextEm("🍞")).toBeGreaterThan(measureTextEm("W") - 0.1);
  });
});

describe("breakCaptionLine", () => {
  it("keeps a line that fits whole", () => {
    expect(breakCaptionLine([100, 200, 100], 20, 500)).toEqual([0]);
  });

  it("breaks a line too wide into the two lines closest to equal", () => {
    expect(breakCaptionLine([300, 300, 100], 20, 500)).toEqual([0, 1]);
    expect(breakCaptionLine([100, 300, 300], 20, 500)).toEqual([0, 2]);
    expect(breakCaptionLine([600], 20, 500)).toEqual([0]);
  });

  it("breaks a phrase too wide for two lines into three, the widest as narrow as it can be", () => {
    // Two lines would be at least 620 wide; three fit in 500.
    expect(breakCaptionLine([200, 200, 200, 200, 200, 200], 20, 500)).toEqual([0, 2, 4]);
    expect(breakCaptionLine([400, 50, 100, 300, 200, 200], 20, 500)).toEqual([0, 2, 4]);
  });

  it("takes a fourth line only where three do not fit, and never more than the most", () => {
    // Three lines would be at least 520 wide: "400 100 | 100 300 | 200 200".
    expect(breakCaptionLine([400, 100, 100, 300, 200, 200], 20, 500)).toEqual([0, 1, 3, 4]);
    expect(breakCaptionLine([300, 300, 300, 300, 300, 300], 20, 500)).toHaveLength(MAX_CAPTION_LINES);
  });
});
