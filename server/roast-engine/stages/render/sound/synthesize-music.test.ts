import { describe, expect, it } from "vitest";
import { planMusic } from "../../plan/plan-music";
import { synthesizeMusic } from "./synthesize-music";
import { RIMSHOT_HITS, RIMSHOT_LENGTH_S, synthesizeRimshot } from "./synthesize-rimshot";

const RATE = 22050;
const rms = (s: Float32Array, from = 0, to = s.length) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += s[i] * s[i];
  return Math.sqrt(sum / Math.max(1, to - from));
};

describe("synthesizeMusic", () => {
  it("renders the asked length at the plan's peak level, faded at both ends", () => {
    const plan = planMusic("wholesome", "s1");
    const music = synthesizeMusic(plan, 7000, RATE);
    expect(music.length).toBe(7 * RATE);
    const peak = music.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
    expect(peak).toBeLessThanOrEqual(plan.level + 1e-6);
    expect(peak).toBeGreaterThan(plan.level * 0.5);
    expect(Math.abs(music[0])).toBeLessThan(1e-3);
    expect(Math.abs(music[music.length - 1])).toBeLessThan(1e-3);
    expect(rms(music, RATE, 2 * RATE)).toBeGreaterThan(0.01);
  });

  it("is deterministic for a plan, and different moods sound different", () => {
    const plan = planMusic("smug", "s2");
    expect(synthesizeMusic(plan, 2000, RATE)).toEqual(synthesizeMusic(plan, 2000, RATE));
    const chaotic = synthesizeMusic(planMusic("chaotic", "s2"), 2000, RATE);
    expect(chaotic).not.toEqual(synthesizeMusic(plan, 2000, RATE));
  });
});

describe("synthesizeRimshot", () => {
  it("hits where its data says: ba, dum, then the cymbal", () => {
    const sting = synthesizeRimshot(RATE);
    expect(sting.length).toBe(Math.round(RIMSHOT_LENGTH_S * RATE));
    const window = (at: number) => rms(sting, Math.round(at * RATE), Math.round((at + 0.03) * RATE));
    for (const hit of RIMSHOT_HITS) {
      expect(window(hit.at)).toBeGreaterThan(0.05);
      if (hit.at > 0) expect(window(hit.at)).toBeGreaterThan(window(hit.at - 0.035) * 1.5);
    }
    expect(rms(sting, sting.length - 1000)).toBeLessThan(0.01);
  });
});
