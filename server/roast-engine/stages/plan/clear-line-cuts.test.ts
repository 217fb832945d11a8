import { describe, expect, it } from "vitest";
import { slideClearOfCuts } from "./clear-line-cuts";

const line = (x: number, y: number, w: number) => ({ x, y, w, h: 30 });

describe("slideClearOfCuts", () => {
  const image = { width: 1080 };
  // A chat: bubbles from the left margin, the quoted one among them.
  const lines = [line(40, 400, 700), line(40, 460, 520), line(40, 520, 640), line(40, 580, 300)];
  const quote = line(40, 520, 640);

  it("moves a view centred on a quote to where the lines beside it keep their starts", () => {
    const view = { x: 100, y: 300, w: 700, h: 500 };
    const moved = slideClearOfCuts(view, quote, lines, image);
    expect(moved.x).toBeLessThanOrEqual(40);
    expect(moved.x + moved.w).toBeGreaterThanOrEqual(quote.x + quote.w);
    expect({ ...moved, x: 0 }).toEqual({ ...view, x: 0 });
  });

  it("never cuts the quote itself, and leaves a view as wide as the upload alone", () => {
    const narrow = { x: 300, y: 300, w: 660, h: 500 };
    const moved = slideClearOfCuts(narrow, quote, lines, image);
    expect(moved.x).toBeLessThanOrEqual(quote.x);
    expect(moved.x + moved.w).toBeGreaterThanOrEqual(quote.x + quote.w);
    const wide = { x: 0, y: 300, w: 1080, h: 500 };
    expect(slideClearOfCuts(wide, quote, lines, image)).toEqual(wide);
  });

  it("leaves a view that cuts no line where it is", () => {
    const view = { x: 20, y: 300, w: 800, h: 500 };
    expect(slideClearOfCuts(view, quote, lines, image)).toEqual(view);
  });
});
