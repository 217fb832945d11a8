import { describe, expect, it } from "vitest";
import { findPauses } from "./find-pauses";

const RATE = 8000;
/** Builds audio from [durationMs, loud?] segments. */
function build(segments: Array<[number, boolean]>): Float32Array {
  const parts = segments.flatMap(([ms, loud]) => Array.from({ length: (ms * RATE) / 1000 }, (_, i) => (loud ? 0.4 * Math.sin(i / 3) : 0.0005 * Math.sin(i))));
  return Float32Array.from(parts);
}

describe("findPauses", () => {
  it("finds the speech edges and the gaps inside it", () => {
    const samples = build([
      [200, false],
      [500, true],
      [150, false],
      [400, true],
      [40, false],
      [300, true],
      [300, false],
    ]);
    const map = findPauses({ sampleRate: RATE, samples });
    expect(map.speech).toEqual({ startMs: 200, endMs: 1590 });
    // The 40 ms gap is a consonant closure, not a pause.
    expect(map.pauses).toEqual([{ startMs: 700, endMs: 850 }]);
  });

  it("treats all-silent audio as one span with no pauses", () => {
    const map = findPauses({ sampleRate: RATE, samples: new Float32Array(RATE / 2) });
    expect(map).toEqual({ speech: { startMs: 0, endMs: 500 }, pauses: [] });
  });

  it("honours a custom minimum pause", () => {
    const samples = build([
      [300, true],
      [40, false],
      [300, true],
    ]);
    expect(findPauses({ sampleRate: RATE, samples }, { minPauseMs: 30 }).pauses).toEqual([{ startMs: 300, endMs: 340 }]);
  });
});
