import { describe, expect, it } from "vitest";
import { pickPosterMoment } from "./pick-poster-moment";
import type { PlannedCaption, PlannedMark } from "./render-plan";

const caption = (text: string, startMs: number, endMs: number): PlannedCaption => ({
  startMs,
  endMs,
  text,
  box: { x: 0, y: 0, w: 10, h: 10 },
  x: 0,
  y: 0,
  fontSize: 40,
  plate: false,
  // Each word appears as it is said, 150 ms apart.
  words: text.split(" ").map((word, i) => ({ text: word, startMs: startMs + 150 * i, endMs, punch: false, quoted: false })),
});
const mark = (drawnMs: number, toMs: number): PlannedMark => ({
  box: { x: 0, y: 0, w: 10, h: 10 },
  style: "text",
  startMs: drawnMs - 500,
  fromMs: drawnMs - 500,
  drawnMs,
  toMs,
});

describe("pickPosterMoment", () => {
  const captions = [caption("Thirty-one countries", 500, 1400), caption("and still", 1400, 2300), caption("no plan", 2300, 3200), caption("Bold.", 5000, 5600)];

  it("shows a caption of two or more words while the quoted line is marked whole, the latest such moment", () => {
    const at = pickPosterMoment(captions, [mark(1200, 3000)], 5030);
    expect(at).toBeGreaterThan(2300 + 150 + 120);
    expect(at).toBeLessThan(3000);
  });

  it("never picks a lone word: without a mark, the whole caption nearest the punchline", () => {
    // "no plan" shows whole from 2450 ("plan" said), steady from 2570 to 3080.
    expect(pickPosterMoment(captions, [], 5030)).toBe(2825);
  });

  it("prefers a group that reads as a phrase to a fragment beside the mark", () => {
    const groups = [caption("word for it.", 500, 1500), caption("going to need", 1500, 2400), caption("need a", 2400, 3300)];
    const at = pickPosterMoment([groups[0], groups[2]], [mark(400, 3300)], 5030);
    expect(at).toBeLessThan(1500);
    expect(pickPosterMoment(groups, [mark(400, 3300)], 5030)).toBeGreaterThan(1500 + 300);
  });

  it("keeps the punchline's moment when no caption holds two words", () => {
    expect(pickPosterMoment([caption("Bold.", 5000, 5600)], [mark(1200, 3000)], 5030)).toBe(5030);
  });

  it("leaves out a caption too short to be caught steady, and a mark not yet drawn", () => {
    expect(pickPosterMoment([caption("and still", 1000, 1300), caption("no plan", 2300, 3200)], [mark(3300, 4000)], 5030)).toBe(2825);
  });
});
