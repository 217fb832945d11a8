import { describe, expect, it } from "vitest";
import { findLineSurfaces } from "./find-line-surfaces";
import type { GreyPixels } from "./visual-stats";

/** A page of one grey with rectangles painted on it. */
function paint(width: number, height: number, page: number, rects: Array<{ x: number; y: number; w: number; h: number; v: number }>): GreyPixels {
  const data = new Uint8Array(width * height).fill(page);
  for (const r of rects) for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) data[y * width + x] = r.v;
  return { data, width, height };
}

/** Letters: thin strokes every few pixels across a line's box. */
function letters(box: { x: number; y: number; w: number; h: number }, v: number) {
  const strokes = [];
  for (let x = box.x; x < box.x + box.w; x += 4) strokes.push({ x, y: box.y, w: 2, h: box.h, v });
  return strokes;
}

describe("findLineSurfaces", () => {
  const line = { x: 70, y: 100, w: 60, h: 16 };

  it("finds the bubble a line of text sits on, from its left edge to its right", () => {
    // A blue bubble (grey 100) on a dark page, white words in it.
    const grey = paint(300, 300, 0, [{ x: 50, y: 90, w: 110, h: 36, v: 100 }, ...letters(line, 255)]);
    expect(findLineSurfaces(grey, 1, [line])).toEqual([[50, 100, 110, 16]]);
  });

  it("maps the thumbnail's pixels to the upload's", () => {
    const grey = paint(300, 300, 240, [{ x: 50, y: 90, w: 110, h: 36, v: 200 }, ...letters(line, 20)]);
    const big = { x: line.x * 2, y: line.y * 2, w: line.w * 2, h: line.h * 2 };
    expect(findLineSurfaces(grey, 2, [big])).toEqual([[100, 200, 220, 32]]);
  });

  it("finds none for words on the page itself, an avatar beside them or a letter past the box", () => {
    const avatar = { x: 40, y: 96, w: 24, h: 24, v: 120 };
    const grey = paint(300, 300, 255, [avatar, ...letters(line, 0), { x: 134, y: 100, w: 2, h: 16, v: 0 }]);
    expect(findLineSurfaces(grey, 1, [line])).toEqual([]);
  });

  it("keeps the side it finds when the surface runs on past its reach on the other", () => {
    // A card from the page's left edge: its right edge is found, its left is past reach.
    const grey = paint(300, 300, 0, [{ x: 0, y: 90, w: 150, h: 36, v: 90 }, ...letters(line, 255)]);
    expect(findLineSurfaces(grey, 1, [line])).toEqual([[70, 100, 80, 16]]);
  });
});
