import { describe, expect, it } from "vitest";
import { QUOTE_GLIDE_MS } from "../plan/plan-quotes";
import type { PlannedQuote } from "../plan/render-plan";
import { buildQuoteLayer } from "./build-quote-layer";

const quote: PlannedQuote = {
  startMs: 0,
  endMs: 4000,
  text: "Thought leader",
  lines: ["Thought leader"],
  fontSize: 76,
  x: 1500,
  y: 260,
  box: { x: 1250, y: 260, w: 500, h: 200 },
};

/** The line of the quote's words: its `\move` and its time span. */
const wordsOf = (events: string[]) =>
  events
    .filter((e) => e.includes("Thought leader"))
    .map((e) => ({
      move: e
        .match(/\\move\(([^)]*)\)/)?.[1]
        .split(",")
        .map(Number),
      span: e.split(",").slice(1, 3),
    }));

describe("buildQuoteLayer", () => {
  it("rises into its place as it fades in, and stays there until it leaves", () => {
    const [words] = wordsOf(buildQuoteLayer([quote], { height: 1080 }).events);
    const [x1, y1, x2, y2] = words.move!;
    expect(x1).toBe(x2);
    expect(y1).toBeGreaterThan(y2);
  });

  it("sets a quote alone in the middle of its column first, then glides it up to its place as the captions come", () => {
    const alone = { ...quote, alone: { untilMs: 1800, y: 420 } };
    const pieces = wordsOf(buildQuoteLayer([alone], { height: 1080 }).events);
    expect(pieces).toHaveLength(2);
    const [first, second] = pieces;
    // Centred: its words' line lower than in its place, by the same distance as the block's top.
    expect(first.move![3] - second.move![3]).toBe(420 - 260);
    expect(second.move![1]).toBe(first.move![3]);
    expect(second.move![5]).toBe(QUOTE_GLIDE_MS);
    expect(first.span).toEqual(["0:00:00.00", "0:00:01.80"]);
    expect(second.span).toEqual(["0:00:01.80", "0:00:04.00"]);
  });
});
