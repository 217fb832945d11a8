import { describe, expect, it } from "vitest";
import type { TimedWord } from "../../types";
import { FPS, planTimeline } from "./plan-timeline";

/** n words of 300 ms, the last one emphasised. */
const words = (n: number): TimedWord[] =>
  Array.from({ length: n }, (_, i) => ({ text: `w${i}`, startMs: i * 300, endMs: i * 300 + 280, emphasis: i === n - 1 || undefined }));

/** A length as the video can show it: a whole number of frames. */
const inWholeFrames = (ms: number) => Math.round((Math.round((ms * FPS) / 1000) * 1000) / FPS);

describe("planTimeline", () => {
  it("makes a ~7 s clip: lead-in, voice, punchline hold, end card", () => {
    const t = planTimeline({ durationMs: 5200, words: words(17) });
    expect(t.voiceStartMs).toBe(250);
    expect(t.totalMs).toBeGreaterThanOrEqual(6600);
    expect(t.totalMs).toBeLessThanOrEqual(7800);
    expect(t.endCardStartMs).toBeGreaterThanOrEqual(250 + 16 * 300 + 280 + 450);
    expect(t.totalMs - t.endCardStartMs).toBeGreaterThanOrEqual(1000);
    expect(t.mainFrames + t.endCardFrames).toBe(Math.round((t.totalMs * FPS) / 1000));
  });

  it("lands the sting just after the punchline word", () => {
    const t = planTimeline({ durationMs: 5200, words: words(17) });
    expect(t.stingAtMs).toBe(250 + 16 * 300 + 280 + 60);
  });

  it("keeps a short roast near 7 s by holding the punchline, with at most 1.6 s of end card", () => {
    const t = planTimeline({ durationMs: 2500, words: words(8) });
    expect(t.totalMs).toBe(inWholeFrames(6600));
    expect(t.totalMs - t.endCardStartMs).toBeLessThanOrEqual(1600);
  });

  it("caps a long roast at 7.8 s with a 1 s end card, and refuses one that cannot fit", () => {
    const long = planTimeline({ durationMs: 6200, words: words(21) });
    expect(long.totalMs).toBe(inWholeFrames(7800));
    expect(long.totalMs - long.endCardStartMs).toBe(inWholeFrames(1000));
    expect(() => planTimeline({ durationMs: 7600, words: words(26) })).toThrow(/too long/);
  });

  it("holds the voice so a cued word is said as the camera lands, and keeps the sting on its word", () => {
    const t = planTimeline({ durationMs: 5200, words: words(17) }, { voiceMs: 0, clipMs: 850 });
    expect(t.voiceStartMs).toBe(850);
    expect(t.stingAtMs).toBe(850 + 16 * 300 + 280 + 60);
    expect(t.endCardStartMs).toBeGreaterThanOrEqual(850 + 16 * 300 + 280 + 450);
    // A cue the default lead-in already meets changes nothing.
    expect(planTimeline({ durationMs: 5200, words: words(17) }, { voiceMs: 700, clipMs: 850 }).voiceStartMs).toBe(250);
  });

  it("waits only as long as the clip's length allows, and never makes a roast that fits fail", () => {
    const long = planTimeline({ durationMs: 5700, words: words(19) }, { voiceMs: 0, clipMs: 850 });
    expect(long.voiceStartMs).toBeGreaterThan(250);
    expect(long.voiceStartMs).toBeLessThan(850);
    expect(long.totalMs).toBe(inWholeFrames(7800));
    expect(long.totalMs - long.endCardStartMs).toBeGreaterThanOrEqual(inWholeFrames(1000));
    expect(long.endCardStartMs).toBeGreaterThanOrEqual(long.voiceStartMs + 18 * 300 + 280 + 450);
    // A roast that only just fits gets the usual lead-in.
    expect(planTimeline({ durationMs: 6200, words: words(21) }, { voiceMs: 0, clipMs: 850 }).voiceStartMs).toBe(250);
    for (const n of [18, 19, 20, 21]) expect(() => planTimeline({ durationMs: 0, words: words(n) }, { voiceMs: 0, clipMs: 5000 })).not.toThrow();
  });
});
