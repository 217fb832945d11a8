import { describe, expect, it } from "vitest";
import { correctStretch } from "./flite-voice";

describe("correctStretch", () => {
  it("speeds a long take up in proportion, never past the pace where words blur, never slower than normal", () => {
    expect(correctStretch(1, 6840, 5700)).toBeCloseTo(0.833, 3);
    expect(correctStretch(1, 12_000, 5700)).toBe(0.72);
    expect(correctStretch(1, 4000, 5700)).toBe(1);
  });
});
