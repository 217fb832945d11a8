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
  it("keeps the normal pace when the words should take no longer than the target", () => {
    // 22 syllables: ~5.5 s, within a single roast's 5.7 s aim.
    expect(firstStretch(22, 5700)).toBe(1);
  });

  it("starts at the pace for the target when the take would run past it", () => {
    // A single roast of 30 syllables would run ~7 s: it starts at the pace for 5.7 s.
    expect(firstStretch(30, 5700)).toBeCloseTo(5700 / (30 * 250), 3);
    // A 15-syllable battle turn aimed at 2.85 s, Flite's battle pace: ~3.75 s at the normal one.
    expect(firstStretch(15, 2850)).toBeCloseTo(2850 / (15 * 250), 3);
  });

  it("never goes past Flite's fastest unblurred pace", () => {
    expect(firstStretch(60, 5700)).toBe(0.72);
  });
});
