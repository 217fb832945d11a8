import { describe, expect, it } from "vitest";
import { PACE_STEP, paceTempo } from "./pace-voice";
import { MAX_VOICE_MS } from "./roastbot-voice";

describe("the narrator's pace stays within the clip", () => {
  it("leaves a normal take as it is", () => {
    expect(paceTempo("normal", 4000)).toBe(1);
    expect(paceTempo(undefined, 4000)).toBe(1);
  });

  it("speeds a take up a step", () => {
    expect(paceTempo("faster", 5000)).toBe(PACE_STEP);
  });

  it("slows a short take a whole step, and a long one only as far as the voice still ends in time", () => {
    expect(paceTempo("slower", 4000)).toBeCloseTo(1 / PACE_STEP, 3);
    const tempo = paceTempo("slower", 5900);
    expect(tempo).toBeLessThan(1);
    expect(5900 / tempo).toBeLessThanOrEqual(MAX_VOICE_MS + 1);
    expect(paceTempo("slower", MAX_VOICE_MS)).toBe(1);
  });
});
