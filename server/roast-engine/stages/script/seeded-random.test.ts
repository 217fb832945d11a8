import { describe, expect, it } from "vitest";
import { createRandom } from "./seeded-random";

const sequence = (seed: string) => {
  const r = createRandom(seed);
  return Array.from({ length: 5 }, () => r.next());
};

describe("createRandom", () => {
  it("repeats for a seed and differs between seeds one character apart", () => {
    expect(sequence("roast-b")).toEqual(sequence("roast-b"));
    expect(sequence("roast-b")).not.toEqual(sequence("roast-c"));
    for (const value of sequence("x")) expect(value >= 0 && value < 1).toBe(true);
  });

  it("picks by weight", () => {
    const r = createRandom("weights");
    const counts = { heavy: 0, light: 0, never: 0 };
    const weights = { heavy: 9, light: 1, never: 0 };
    for (let i = 0; i < 2000; i++) counts[r.pickWeighted(["heavy", "light", "never"] as const, (k) => weights[k])]++;
    expect(counts.never).toBe(0);
    expect(counts.heavy / counts.light).toBeGreaterThan(5);
  });

  it("shuffles into a permutation and refuses an empty pick", () => {
    const r = createRandom("shuffle");
    const items = [1, 2, 3, 4, 5, 6];
    expect(r.shuffle(items).sort()).toEqual(items);
    expect(() => r.pick([])).toThrow();
  });
});
