import { describe, expect, it } from "vitest";
import { getTierOptions } from "../render/tier-options";
import type { Orientation, TimedWord } from "../types";
import { findFocusInFrame } from "./find-focus";
import { overlapArea } from "./geometry";
import { planRender } from "./plan-render";
import type { PlanInput } from "./render-plan";

const timed = (n: number): TimedWord[] =>
  Array.from({ length: n }, (_, i) => ({ text: `w${i}`, startMs: i * 320, endMs: i * 320 + 290, emphasis: i >= n - 2 || undefined }));
const input = (orientation: Orientation, box: { x: number; y: number; w: number; h: number }): PlanInput => ({
  orientation,
  image: { width: 946, height: 2048 },
  voice: { durationMs: 16 * 320, words: timed(16), style: "roastbot" },
  script: { mood: "smug" },
  options: getTierOptions("free"),
  direction: { targets: [{ kind: "quote", text: "w2 w3 w4", box, wordStart: 2, wordEnd: 5, lineHeight: box.h }] },
  seed: "watermark-test",
});

describe("planWatermark", () => {
  // A quote at the top right of the upload (where the mark would go first), one at the top left, one low down.
  const quotes = [
    { x: 560, y: 120, w: 360, h: 40 },
    { x: 20, y: 120, w: 360, h: 40 },
    { x: 40, y: 1500, w: 860, h: 44 },
  ];
  it.each(["portrait", "landscape"] as const)(
    "%s: marks every moment of the roast from a corner of the picture, never over the quote or a caption",
    (orientation) => {
      for (const box of quotes) {
        const plan = planRender(input(orientation, box));
        const moments = plan.watermark!;
        // Every frame before the end card carries the mark (the end card carries the brand).
        expect(moments[0].fromMs).toBe(0);
        for (let i = 1; i < moments.length; i++) expect(moments[i].fromMs).toBe(moments[i - 1].toMs);
        expect(moments[moments.length - 1].toMs).toBe(plan.timeline.endCardStartMs);
        const v = plan.layout.viewport;
        for (const m of moments) {
          // Inside the picture's window: cropping it off crops the picture.
          expect(m.box.x).toBeGreaterThanOrEqual(v.x);
          expect(m.box.x + m.box.w).toBeLessThanOrEqual(v.x + v.width);
          expect(m.box.y).toBeGreaterThanOrEqual(v.y);
          expect(m.box.y + m.box.h).toBeLessThanOrEqual(v.y + v.height);
          const quote = findFocusInFrame(plan.shots, plan.layout, m.fromMs, m.toMs);
          if (quote) expect(overlapArea(m.box, quote)).toBe(0);
          for (const c of plan.captions.filter((c) => c.startMs < m.toMs && c.endMs > m.fromMs)) expect(overlapArea(m.box, c.box)).toBe(0);
        }
      }
    },
  );

  it("is left out of a paid roast", () => {
    expect(planRender({ ...input("portrait", quotes[0]), options: getTierOptions("starter") }).watermark).toBeUndefined();
  });
});
