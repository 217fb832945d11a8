import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { fragmentLines } from "./fragment-lines";

const line = (text: string, x: number, y: number, w: number, owner: ScreenLine["owner"] = "self"): ScreenLine => ({
  text,
  box: { x, y, w, h: 30 },
  role: "caption",
  owner,
  confidence: 0.9,
});
// An Instagram caption: the author's handle, then the caption, wrapped; a comment under it.
const first = line("tomas.eats Made pizza from scratch, the kitchen will", 40, 1470, 800);
const second = line("never recover 🍕", 40, 1510, 240);
const comment = line("invite me next time or else", 40, 1580, 500, "other");
const lines = [comment, second, first];
const around = { x: 40, y: 1470, w: 800, h: 70 };

describe("fragmentLines", () => {
  it("cuts each line to the fragment's own words, top to bottom, the handle before it left out", () => {
    const parts = fragmentLines(around, "Made pizza from scratch, the kitchen will never recover", lines);
    expect(parts.map((p) => p.words)).toEqual([7, 2]);
    const boxes = parts.map((p) => p.box);
    expect(boxes).toHaveLength(2);
    const perChar = first.box.w / first.text.length;
    expect(boxes[0].x).toBeCloseTo(first.box.x + "tomas.eats ".length * perChar, 6);
    expect(boxes[0].x + boxes[0].w).toBeCloseTo(first.box.x + first.box.w, 6);
    expect(boxes[0].y).toBe(first.box.y);
    // The second line up to "recover": the emoji after it is no word of the fragment.
    expect(boxes[1].x).toBe(second.box.x);
    expect(boxes[1].w).toBeCloseTo("never recover".length * (second.box.w / second.text.length), 6);
    expect(boxes[1].y).toBe(second.box.y);
  });

  it("ends on the line the fragment ends on, mid-line", () => {
    const boxes = fragmentLines(around, "the kitchen will never", lines).map((p) => p.box);
    expect(boxes).toHaveLength(2);
    expect(boxes[1].w).toBeCloseTo("never".length * (second.box.w / second.text.length), 6);
  });

  it("matches words whatever their case and punctuation", () => {
    expect(fragmentLines(around, "KITCHEN WILL never recover!", lines)).toHaveLength(2);
  });

  it("answers the one line's part for a fragment that does not wrap", () => {
    const [part, ...rest] = fragmentLines(around, "Made pizza from scratch", lines);
    const perChar = first.box.w / first.text.length;
    expect(rest).toEqual([]);
    expect(part.words).toBe(4);
    expect(part.box.x).toBeCloseTo(first.box.x + "tomas.eats ".length * perChar, 6);
    expect(part.box.w).toBeCloseTo("Made pizza from scratch,".length * perChar, 6);
  });

  it("answers nothing when the words do not read on across the lines, or are not under the box", () => {
    expect(fragmentLines(around, "kitchen will recover", lines)).toEqual([]);
    expect(fragmentLines(around, "will never recover invite me", lines)).toEqual([]);
    expect(fragmentLines({ x: 0, y: 0, w: 100, h: 100 }, "kitchen will never recover", lines)).toEqual([]);
    expect(fragmentLines(around, "🍕", lines)).toEqual([]);
  });
});
