import { describe, expect, it } from "vitest";
import { FLOOR_SHARE, MAX_PAN_SPEED, MIN_PAN_MS, frameLine } from "./frame-line";
import { frameRegion, openingView, textShareIn } from "./frame-region";

const space = { image: { width: 946, height: 2048 }, frame: { width: 720, height: 1280 }, viewport: { width: 720, height: 1280 } };
const landscape = { image: space.image, frame: { width: 1280, height: 720 }, viewport: { width: 640, height: 720 } };
const timing = { anchorY: 0.34, fromMs: 1000, toMs: 2600 };
const wide = { x: 40, y: 700, w: 860, h: 44 };

describe("frameLine", () => {
  it("frames a line that fits a readable view as frameRegion always has, without a pan", () => {
    const narrow = { x: 60, y: 560, w: 330, h: 44 };
    const framed = frameLine(space, narrow, { lineHeight: 44, ...timing });
    expect(framed).toEqual({ focus: frameRegion(space, narrow, { lineHeight: 44, anchorY: 0.34 }) });
  });

  it.each([
    ["portrait", space],
    ["landscape", landscape],
  ])("pans a %s view along a wide line from its start to its end, at the same readable zoom", (_, s) => {
    // Text 40 px high: shown whole, this line would read below the floor in either frame.
    const { focus, pan } = frameLine(s, wide, { lineHeight: 40, ...timing });
    expect(pan).toBeDefined();
    expect(pan!.fromMs).toBe(timing.fromMs);
    expect(pan!.toMs).toBe(timing.toMs);
    expect(focus.x).toBeLessThanOrEqual(wide.x);
    expect(pan!.to.x + pan!.to.w).toBeGreaterThanOrEqual(wide.x + wide.w);
    expect(pan!.to.h).toBeCloseTo(focus.h, 6);
    expect(pan!.to.y).toBeCloseTo(focus.y, 6);
    expect(textShareIn(s, focus, 40)).toBeGreaterThanOrEqual(FLOOR_SHARE);
    for (const view of [focus, pan!.to]) {
      expect(view.x).toBeGreaterThanOrEqual(0);
      expect(view.x + view.w).toBeLessThanOrEqual(s.image.width + 1e-6);
    }
  });

  it("shows a line only a little too wide whole when its text still reads at the floor size", () => {
    const slightly = { x: 100, y: 700, w: 520, h: 44 };
    const { focus, pan } = frameLine(space, slightly, { lineHeight: 44, ...timing });
    expect(pan).toBeUndefined();
    expect(focus.x).toBeLessThanOrEqual(slightly.x);
    expect(focus.x + focus.w).toBeGreaterThanOrEqual(slightly.x + slightly.w);
    expect(textShareIn(space, focus, 44)).toBeGreaterThanOrEqual(FLOOR_SHARE);
  });

  it("shows the whole line when its words are too quick for a readable pan, never wider than the opening view", () => {
    const start = frameRegion(space, wide, { lineHeight: 44, anchorY: 0.34, framing: "start" });
    const end = frameRegion(space, wide, { lineHeight: 44, anchorY: 0.34, framing: "end" });
    const fastestMs = ((end.x - start.x) / start.w / MAX_PAN_SPEED) * 1000;
    for (const toMs of [timing.fromMs + MIN_PAN_MS - 1, timing.fromMs + fastestMs - 20]) {
      const { focus, pan } = frameLine(space, wide, { lineHeight: 44, ...timing, toMs });
      expect(pan).toBeUndefined();
      expect(focus.x).toBeLessThanOrEqual(wide.x);
      expect(focus.x + focus.w).toBeGreaterThanOrEqual(wide.x + wide.w);
    }
    expect(frameLine(space, wide, { lineHeight: 44, ...timing, toMs: timing.fromMs + fastestMs + 20 }).pan).toBeDefined();
    // A banner-shaped upload whose line spans it: shown whole, the camera stops at the opening view.
    const banner = { ...space, image: { width: 2000, height: 600 } };
    const { focus } = frameLine(banner, { x: 0, y: 280, w: 2000, h: 20 }, { lineHeight: 20, ...timing, toMs: timing.fromMs + 100 });
    expect(focus.h).toBeCloseTo(openingView(banner).h, 6);
  });
});
