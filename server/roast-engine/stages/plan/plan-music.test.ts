import { describe, expect, it } from "vitest";
import { createRandom } from "./create-random";
import { MOOD_STYLES, planMusic } from "./plan-music";

describe("createRandom", () => {
  it("repeats for a seed and differs between seeds", () => {
    const a = createRandom("x");
    const b = createRandom("x");
    const c = createRandom("y");
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});

describe("planMusic", () => {
  it("matches the mood: tempo, instrument and hats come from its style", () => {
    for (const mood of ["smug", "deadpan", "chaotic", "wholesome"] as const) {
      const plan = planMusic(mood, "seed-1");
      expect(Math.abs(plan.bpm - MOOD_STYLES[mood].bpm)).toBeLessThanOrEqual(5);
      expect(plan.instrument).toBe(MOOD_STYLES[mood].instrument);
      expect(plan.hats).toBe(MOOD_STYLES[mood].hats);
      expect(MOOD_STYLES[mood].progressions).toContainEqual(plan.chords);
    }
    expect(planMusic("chaotic", "s").bpm).toBeGreaterThan(planMusic("deadpan", "s").bpm + 40);
  });

  it("is the same for the same seed, and varies across seeds", () => {
    expect(planMusic("smug", "abc")).toEqual(planMusic("smug", "abc"));
    const variants = new Set(Array.from({ length: 12 }, (_, i) => JSON.stringify(planMusic("smug", `seed-${i}`))));
    expect(variants.size).toBeGreaterThan(3);
  });
});
