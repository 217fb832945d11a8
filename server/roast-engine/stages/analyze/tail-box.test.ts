import { describe, expect, it } from "vitest";
import { boxOfTail } from "./tail-box";

const box = { x: 30, y: 1040, w: 600, h: 24 };
const text = "tomas.eats Made pizza from scratch";
const words = [
  { text: "tomas.eats", confidence: 0.9, box: { x: 30, y: 1040, w: 130, h: 24 } },
  { text: "Made", confidence: 0.9, box: { x: 172, y: 1040, w: 60, h: 24 } },
  { text: "pizza", confidence: 0.9, box: { x: 240, y: 1040, w: 70, h: 24 } },
  { text: "from", confidence: 0.9, box: { x: 318, y: 1040, w: 60, h: 24 } },
  { text: "scratch", confidence: 0.9, box: { x: 386, y: 1040, w: 244, h: 24 } },
];

describe("boxOfTail", () => {
  it("starts the box at the first kept word's own box", () => {
    expect(boxOfTail({ text, box, words }, "Made pizza from scratch")).toEqual({ x: 172, y: 1040, w: 458, h: 24 });
  });

  it("estimates from the characters when that word has no box of its own", () => {
    const unboxed = words.map((w) => (w.text === "Made" ? { text: w.text, confidence: 0.5 } : w));
    const at = box.x + ("tomas.eats ".length * box.w) / text.length;
    expect(boxOfTail({ text, box, words: unboxed }, "Made pizza from scratch").x).toBeCloseTo(at, 6);
    expect(boxOfTail({ text, box }, "Made pizza from scratch").x).toBeCloseTo(at, 6);
  });

  it("leaves the box as it was for the whole line, or a text that is not its end", () => {
    expect(boxOfTail({ text, box, words }, text)).toBe(box);
    expect(boxOfTail({ text, box, words }, "Made pizza")).toBe(box);
    expect(boxOfTail({ text, box, words }, "")).toBe(box);
  });
});
