import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { narrowToText } from "./narrow-to-text";

const line = (text: string, y: number): ScreenLine => ({ text, box: { x: 40, y, w: 680, h: 40 }, role: "bio", owner: "self", confidence: 0.9 });
const counts = line("500+ connections · 2,940 followers", 600);
const lines = [line("Helping brands disrupt the disruptors", 540), counts];

describe("narrowToText", () => {
  it("boxes a number inside a longer line where its characters sit", () => {
    const box = narrowToText(counts.box, "2,940", lines);
    const perChar = 680 / counts.text.length;
    expect(box).toEqual({ x: 40 + 19 * perChar, y: 600, w: 5 * perChar, h: 40 });
    expect(box.x).toBeGreaterThan(counts.box.x + counts.box.w / 2);
  });

  it("keeps the word after a count when asked, so the count is seen with what it counts", () => {
    const box = narrowToText(counts.box, "2,940", lines, { withNextWord: true });
    const perChar = 680 / counts.text.length;
    expect(box).toEqual({ x: 40 + 19 * perChar, y: 600, w: "2,940 followers".length * perChar, h: 40 });
  });

  it("leaves a quote that is its whole line, a box of several lines, or text not on the line as they are", () => {
    expect(narrowToText(lines[0].box, "Helping brands disrupt the disruptors", lines)).toEqual(lines[0].box);
    const both = { x: 40, y: 540, w: 680, h: 100 };
    expect(narrowToText(both, "2,940", lines)).toEqual(both);
    expect(narrowToText(counts.box, "12,000", lines)).toEqual(counts.box);
  });
});
