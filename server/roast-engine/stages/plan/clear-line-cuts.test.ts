import { describe, expect, it } from "vitest";
import { ROW_FIT_GROWTH, slideClearOfCuts, slideClearOfRowCuts, widenToLines } from "./clear-line-cuts";

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

describe("widenToLines", () => {
  const image = { width: 1170 };
  // A chat on a phone: the other person's bubbles from the left, the quoted one on the right.
  const chat = [line(90, 300, 520), line(90, 380, 610), { x: 700, y: 460, w: 420, h: 30 }, line(90, 540, 700)];
  const quote = { x: 700, y: 460, w: 420, h: 30 };
  const cuts = (view: { x: number; w: number; y: number; h: number }, lines: typeof chat) =>
    lines.filter((l) => l.y + l.h / 2 > view.y && l.y + l.h / 2 < view.y + view.h).filter((l) => l.x < view.x || l.x + l.w > view.x + view.w);

  it("widens a view pushed in on a right-hand bubble until the bubbles on the left are whole, the quote kept at its place", () => {
    const pushed = { x: 640, y: 240, w: 540, h: 960 };
    expect(cuts(pushed, chat).length).toBeGreaterThan(0);
    const wide = widenToLines(pushed, quote, chat, image, { mostHeight: 2400, anchorY: 0.3, lineHeight: 30 });
    expect(cuts(wide, chat)).toEqual([]);
    expect(wide.x).toBeLessThanOrEqual(quote.x);
    expect(wide.x + wide.w).toBeGreaterThanOrEqual(quote.x + quote.w);
    expect(wide.w / wide.h).toBeCloseTo(pushed.w / pushed.h, 5);
    // The quote's middle sits 30 % down the view, as framed.
    expect((quote.y + quote.h / 2 - wide.y) / wide.h).toBeCloseTo(0.3, 5);
    // Most of a line's height beside each line at the edges, where a bubble's own padding is.
    const room = 0.8 * 30;
    for (const l of chat.filter((l) => l.y + l.h / 2 > wide.y && l.y + l.h / 2 < wide.y + wide.h)) {
      expect(Math.min(l.x - wide.x, wide.x + wide.w - l.x - l.w)).toBeGreaterThanOrEqual(Math.min(room, l.x) - 0.5);
    }
  });

  it("grows no taller than the text stays readable at: a desktop page's lines stay cut, the quote whole", () => {
    const desktop = [line(40, 300, 1800), { x: 900, y: 380, w: 400, h: 30 }];
    const onQuote = { x: 900, y: 380, w: 400, h: 30 };
    const pushed = { x: 800, y: 200, w: 600, h: 1066 };
    const wide = widenToLines(pushed, onQuote, desktop, { width: 1920 }, { mostHeight: 1400, anchorY: 0.3, lineHeight: 30 });
    expect(wide.h).toBeCloseTo(1400, 5);
    expect(wide.x).toBeLessThanOrEqual(onQuote.x);
    expect(wide.x + wide.w).toBeGreaterThanOrEqual(onQuote.x + onQuote.w);
  });

  it("is not widened by a block much taller than the quote's line (a heading, a misread picture)", () => {
    const withBlock = [{ x: 0, y: 400, w: 1170, h: 200 }, quote];
    const pushed = { x: 640, y: 240, w: 540, h: 960 };
    expect(widenToLines(pushed, quote, withBlock, image, { mostHeight: 2400, anchorY: 0.3, lineHeight: 30 })).toEqual(pushed);
  });
});

describe("slideClearOfRowCuts", () => {
  const page = { width: 1170, height: 2532 };
  // Lines 30 px tall, every 60 px, across the page.
  const rows = Array.from({ length: 40 }, (_, i) => ({ x: 40, y: 100 + i * 60, w: 1000, h: 30 }));
  const halved = (view: { y: number; h: number }) =>
    rows.filter((l) => (l.y < view.y && l.y + l.h > view.y) || (l.y < view.y + view.h && l.y + l.h > view.y + view.h));
  const keep = { x: 40, y: 700, w: 600, h: 45 };

  it("slides a view whose edges halve lines to where they fall between lines, the quote kept whole", () => {
    const view = { x: 0, y: 410, w: 1170, h: 605 };
    expect(halved(view)).toHaveLength(2);
    const slid = slideClearOfRowCuts(view, keep, rows, page, 45);
    expect(halved(slid)).toEqual([]);
    expect(Math.abs(slid.y - view.y)).toBeLessThanOrEqual(45);
    expect(slid.y).toBeLessThanOrEqual(keep.y);
    expect(slid.y + slid.h).toBeGreaterThanOrEqual(keep.y + keep.h);
    expect({ ...slid, y: view.y }).toEqual(view);
  });

  it("never slides further than it may, nor past the quote or the page", () => {
    const view = { x: 0, y: 410, w: 1170, h: 605 };
    expect(slideClearOfRowCuts(view, keep, rows, page, 0)).toEqual(view);
    // The quote's top at the view's top: the view cannot come down to clear a cut.
    const tight = { x: 0, y: 700, w: 1170, h: 605 };
    expect(slideClearOfRowCuts(tight, keep, rows, page, 45).y).toBeLessThanOrEqual(700);
    const top = slideClearOfRowCuts({ x: 0, y: 5, w: 1170, h: 605 }, undefined, rows, page, 45);
    expect(top.y).toBeGreaterThanOrEqual(0);
  });

  it("where it cannot clear both edges, clears the top: a line halved at the top reads as a broken crop", () => {
    // Lines 30 px tall every 40 px: a 615-px view whose top falls between lines halves one at its foot.
    const tight = Array.from({ length: 40 }, (_, i) => ({ x: 40, y: 100 + i * 40, w: 1000, h: 30 }));
    const view = { x: 0, y: 430, w: 1170, h: 615 };
    const slid = slideClearOfRowCuts(view, undefined, tight, page, 45);
    const cutAt = (edge: number) => tight.some((l) => l.y < edge && l.y + l.h > edge);
    expect(cutAt(view.y)).toBe(true);
    expect(cutAt(slid.y)).toBe(false);
  });

  it("with room to grow, grows a touch about its middle where no slide clears both edges, the quote kept whole", () => {
    // Lines 30 px tall every 40 px: a 615-px view halves one at its top or its foot wherever it slides.
    const tight = Array.from({ length: 40 }, (_, i) => ({ x: 40, y: 100 + i * 40, w: 1000, h: 30 }));
    const cutAt = (edge: number) => tight.some((l) => l.y < edge && l.y + l.h > edge);
    const view = { x: 300, y: 430, w: 585, h: 615 };
    const slid = slideClearOfRowCuts(view, keep, tight, page, 45);
    expect(cutAt(slid.y) || cutAt(slid.y + slid.h)).toBe(true);
    const grown = slideClearOfRowCuts(view, keep, tight, page, 45, { mostHeight: 800 });
    expect(cutAt(grown.y) || cutAt(grown.y + grown.h)).toBe(false);
    expect(grown.h).toBeGreaterThan(view.h);
    expect(grown.h).toBeLessThanOrEqual(view.h * ROW_FIT_GROWTH.at(-1)! + 0.01);
    expect(grown.w / grown.h).toBeCloseTo(view.w / view.h, 6);
    expect(grown.y).toBeLessThanOrEqual(keep.y);
    expect(grown.y + grown.h).toBeGreaterThanOrEqual(keep.y + keep.h);
    // Never past the height it may take, nor past the page's width.
    expect(slideClearOfRowCuts(view, keep, tight, page, 45, { mostHeight: 620 })).toEqual(slid);
    expect(slideClearOfRowCuts({ ...view, x: 0, w: 1170 }, keep, tight, page, 45, { mostHeight: 800 }).w).toBe(1170);
  });

  it("where every place cuts a tall block at its top, shows the least of it", () => {
    // An avatar 300 px tall across the view's top wherever it may slide.
    const avatar = { x: 40, y: 200, w: 300, h: 300 };
    const view = { x: 0, y: 300, w: 1170, h: 605 };
    const slid = slideClearOfRowCuts(view, undefined, [avatar], page, 60);
    expect(slid.y).toBe(view.y + 60);
  });

  it("leaves a view whose edges fall between lines where it is", () => {
    const view = { x: 0, y: 395, w: 1170, h: 600 };
    expect(halved(view)).toEqual([]);
    expect(slideClearOfRowCuts(view, keep, rows, page, 45)).toEqual(view);
  });
});
