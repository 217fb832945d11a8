import { describe, expect, it } from "vitest";
import { correctStretch, firstStretch } from "./flite-voice";

describe("correctStretch", () => {
  it("speeds a long take up in proportion, never past the pace where words blur, never slower than normal", () => {
    expect(correctStretch(1, 6840, 5700)).toBeCloseTo(0.833, 3);
    expect(correctStretch(1, 12_000, 5700)).toBe(0.72);
    expect(correctStretch(1, 4000, 5700)).toBe(1);
  });
});

describe("firstStretch", () => {
  it("keeps the normal pace when the words should fit", () => {
    // 22 syllables at ~260 ms: 5.7 s, within a single roast's 6.2 s.
    expect(firstStretch(22, 5700, 6200)).toBe(1);
  });

  it("starts faster when the take would surely run long, towards the target", () => {
    // A 15-syllable battle turn aimed at 2.85 s would run ~3.9 s at the normal pace, past its 3.58 s limit.
    expect(firstStretch(15, 2850, 3578)).toBeCloseTo(2850 / (15 * 260), 3);
    expect(firstStretch(13, 2470, 3141)).toBeCloseTo(2470 / (13 * 260), 3);
  });

  it("never goes past Flite's fastest unblurred pace", () => {
    expect(firstStretch(60, 5700, 6200)).toBe(0.72);
  });
});
