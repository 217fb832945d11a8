import { describe, expect, it } from "vitest";
import { getTierOptions } from "../render/tier-options";
import type { TimedWord } from "../types";
import { CAMERA_LANDS_MS, MOVE_MS, OPENING_MS, SHORTEST_FIRST_MOVE_MS, SHORTEST_OPENING_MS } from "./plan-shots";
import { planRender } from "./plan-render";
import type { PlanInput } from "./render-plan";

const timed = (n: number): TimedWord[] =>
  Array.from({ length: n }, (_, i) => ({ text: `w${i}`, startMs: i * 320, endMs: i * 320 + 290, emphasis: i >= n - 2 || undefined }));
const quote = { kind: "quote" as const, text: "w0 w1 w2", box: { x: 60, y: 560, w: 330, h: 44 }, wordStart: 0, wordEnd: 3, lineHeight: 44 };
const input = (targets = [quote], words = timed(16)): PlanInput => ({
  orientation: "portrait",
  image: { width: 946, height: 2048 },
  voice: { durationMs: words[words.length - 1].endMs, words, style: "roastbot" },
  script: { mood: "smug" },
  options: getTierOptions("creator"),
  direction: { targets },
  seed: "plan-render-test",
});

describe("planRender", () => {
  it("says a quote the script opens on once the camera has landed on it, with its mark drawing", () => {
    const plan = planRender(input());
    const quoteShot = plan.shots.find((s) => s.kind === "quote");
    expect(quoteShot).toBeDefined();
    const saidAt = plan.timeline.voiceStartMs + timed(16)[0].startMs;
    expect(saidAt).toBe(CAMERA_LANDS_MS);
    expect(quoteShot!.startMs + quoteShot!.moveMs).toBeLessThanOrEqual(saidAt);
    expect(quoteShot!.mark!.fromMs).toBeLessThanOrEqual(saidAt);
    // The captions and the sting follow the voice.
    expect(plan.captions[0].startMs).toBeGreaterThanOrEqual(saidAt);
  });

  it("lands as near the quote as it can when the voice is too long to wait: a shorter opening", () => {
    const long = timed(19);
    const plan = planRender(input([quote], long));
    const saidAt = plan.timeline.voiceStartMs + long[0].startMs;
    expect(saidAt).toBeLessThan(CAMERA_LANDS_MS);
    const quoteShot = plan.shots.find((s) => s.kind === "quote")!;
    expect(quoteShot.startMs).toBeLessThan(OPENING_MS);
    expect(quoteShot.startMs).toBeGreaterThanOrEqual(SHORTEST_OPENING_MS);
    expect(quoteShot.startMs + quoteShot.moveMs).toBeLessThan(CAMERA_LANDS_MS);
    // Its move in quickens too, down to a floor, so the camera lands as the quote is said.
    expect(quoteShot.moveMs).toBeLessThan(MOVE_MS);
    expect(quoteShot.moveMs).toBeGreaterThanOrEqual(SHORTEST_FIRST_MOVE_MS);
    expect(quoteShot.startMs + quoteShot.moveMs).toBe(Math.max(SHORTEST_OPENING_MS + SHORTEST_FIRST_MOVE_MS, saidAt));
  });

  it("keeps the short lead-in when the first quote comes later in the script", () => {
    const later = { ...quote, wordStart: 6, wordEnd: 8 };
    expect(planRender(input([later])).timeline.voiceStartMs).toBe(250);
    expect(planRender(input([])).timeline.voiceStartMs).toBe(250);
  });
});
