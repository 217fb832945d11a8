import { describe, expect, it } from "vitest";
import { type WeightedWord, alignWords } from "./align-words";

const word = (text: string, weight: number, clauseEnd = false, emphasis = false): WeightedWord => ({ text, weight, clauseEnd, emphasis });

describe("alignWords", () => {
  it("spreads words over the speech in proportion to their weights", () => {
    const words = [word("a", 1), word("bb", 2), word("c", 1, true)];
    const timed = alignWords(words, { speech: { startMs: 100, endMs: 900 }, pauses: [] });
    expect(timed.map((w) => [w.startMs, w.endMs])).toEqual([
      [100, 300],
      [300, 700],
      [700, 900],
    ]);
  });

  it("snaps a clause break to the real pause near where the weights expect it", () => {
    const words = [word("one", 1), word("two,", 1, true), word("three", 1), word("four.", 1, true, true)];
    const map = {
      speech: { startMs: 0, endMs: 2200 },
      pauses: [
        { startMs: 300, endMs: 340 },
        { startMs: 1000, endMs: 1200 },
      ],
    };
    const timed = alignWords(words, map);
    expect(timed[1].endMs).toBe(1000);
    expect(timed[2].startMs).toBe(1200);
    expect(timed[3]).toEqual({ text: "four.", startMs: 1700, endMs: 2200, emphasis: true });
  });

  it("places a break at the expected time when no pause is close enough", () => {
    const words = [word("one,", 1, true), word("two", 1)];
    const timed = alignWords(words, { speech: { startMs: 0, endMs: 1000 }, pauses: [{ startMs: 50, endMs: 120 }] });
    expect(timed.map((w) => [w.startMs, w.endMs])).toEqual([
      [0, 500],
      [500, 1000],
    ]);
  });

  it("keeps words in order without overlaps and returns nothing for no words", () => {
    const words = Array.from({ length: 12 }, (_, i) => word(`w${i}`, 1 + (i % 3), i % 4 === 3));
    const timed = alignWords(words, { speech: { startMs: 80, endMs: 5000 }, pauses: [{ startMs: 1500, endMs: 1700 }] });
    for (let i = 1; i < timed.length; i++) expect(timed[i].startMs).toBeGreaterThanOrEqual(timed[i - 1].endMs);
    expect(timed[11].endMs).toBe(5000);
    expect(alignWords([], { speech: { startMs: 0, endMs: 10 }, pauses: [] })).toEqual([]);
  });
});
