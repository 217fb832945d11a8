import { describe, expect, it } from "vitest";
import { planMarks } from "./plan-marks";
import type { DirectedShot, Mark } from "./shot-types";

const focus = { x: 0, y: 0, w: 900, h: 1600 };
const shot = (startMs: number, endMs: number, mark?: Mark): DirectedShot => ({ startMs, endMs, focus, label: "quote: x", kind: "quote", moveMs: 400, mark });
const quote: Mark = { box: { x: 200, y: 700, w: 400, h: 90 }, style: "text", fromMs: 1000, drawnMs: 1840, toMs: 3000 };

describe("planMarks", () => {
  it("keeps a one-line mark whole, shown from its own start", () => {
    expect(planMarks([shot(0, 600), shot(600, 3000, quote)])).toEqual([
      { box: quote.box, style: "text", startMs: 1000, fromMs: 1000, drawnMs: 1840, toMs: 3000 },
    ]);
  });

  it("splits a wrapped quote per line, the first line's sweep before the second's, each its share of the time by width", () => {
    const lines = [
      { x: 300, y: 700, w: 300, h: 40 },
      { x: 200, y: 750, w: 120, h: 40 },
    ];
    const marks = planMarks([shot(600, 3000, { ...quote, lines })]);
    expect(marks.map((m) => m.box)).toEqual(lines);
    const split = 1000 + (840 * 300) / 420;
    expect(marks[0]).toMatchObject({ startMs: 1000, fromMs: 1000, drawnMs: split, toMs: 3000 });
    expect(marks[1]).toMatchObject({ startMs: split, fromMs: split, drawnMs: 1840, toMs: 3000 });
  });

  it("holds the lines of a quote read in an earlier shot whole, from the start, before the line now read", () => {
    const earlier = { x: 420, y: 500, w: 300, h: 44 };
    const marks = planMarks([shot(600, 3000, { ...quote, held: [earlier] })]);
    expect(marks).toEqual([
      { box: earlier, style: "text", startMs: 1000, fromMs: 1000, drawnMs: 1000, toMs: 3000 },
      { box: quote.box, style: "text", startMs: 1000, fromMs: 1000, drawnMs: 1840, toMs: 3000 },
    ]);
  });

  it("marks a mark carried over two shots in each, the second from its own start, and leaves out what would end before it shows", () => {
    const first = { ...quote, toMs: 2000 };
    const marks = planMarks([shot(600, 2000, first), shot(2000, 3000, quote), shot(3000, 3500, { ...quote, toMs: 3000 })]);
    expect(marks.map((m) => [m.startMs, m.toMs])).toEqual([
      [1000, 2000],
      [2000, 3000],
    ]);
    // The second keeps the sweep's own clock: the head is where it would be had it been drawn all along.
    expect(marks[1]).toMatchObject({ fromMs: 1000, drawnMs: 1840 });
  });
});
