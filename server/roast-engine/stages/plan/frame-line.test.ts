import { describe, expect, it } from "vitest";
import type { Box } from "../../types";
import { CAP_FLOOR_SHARE, CAP_OF_LINE, LARGEST_TEXT_SHARE, frameLine } from "./frame-line";
import { openingView, textShareIn } from "./frame-region";

/** A phone screenshot as analysis normalises it, in both cameras at 720p and 1080p. */
const image = { width: 1152, height: 2496 };
const portrait = { image, frame: { width: 720, height: 1280 }, viewport: { width: 720, height: 1280 } };
const portrait1080 = { image, frame: { width: 1080, height: 1920 }, viewport: { width: 1080, height: 1920 } };
const landscape = { image, frame: { width: 1280, height: 720 }, viewport: { width: 640, height: 720 } };
const timing = { anchorY: 0.34, fromMs: 1000, toMs: 2800 };
const contains = (view: Box, box: Box) => view.x <= box.x && view.y <= box.y && view.x + view.w >= box.x + box.w && view.y + view.h >= box.y + box.h;
const capShare = (space: typeof portrait, view: Box, lineHeight: number) => CAP_OF_LINE * textShareIn(space, view, lineHeight);

describe("frameLine", () => {
  it.each([
    ["portrait 720p", portrait],
    ["portrait 1080p", portrait1080],
    ["landscape", landscape],
  ])("shows a 776-px bio line (52-px text) of a 1152-px screenshot whole in %s, at a size read without effort", (_, space) => {
    const bio = { x: 188, y: 900, w: 776, h: 52 };
    const { focus, pan } = frameLine(space, bio, { lineHeight: 52, ...timing });
    expect(pan).toBeUndefined();
    expect(contains(focus, bio)).toBe(true);
    expect(capShare(space, focus, 52)).toBeGreaterThanOrEqual(CAP_FLOOR_SHARE);
    expect(textShareIn(space, focus, 52)).toBeLessThanOrEqual(LARGEST_TEXT_SHARE + 1e-9);
  });

  it("fits every line of a three-line fragment", () => {
    const post = { x: 120, y: 1200, w: 760, h: 3 * 58 };
    const { focus, pan } = frameLine(portrait, post, { lineHeight: 52, ...timing });
    expect(pan).toBeUndefined();
    expect(contains(focus, post)).toBe(true);
  });

  it("never blows a short line up past the size cap", () => {
    const short = { x: 500, y: 700, w: 120, h: 40 };
    const { focus } = frameLine(portrait, short, { lineHeight: 40, ...timing });
    expect(textShareIn(portrait, focus, 40)).toBeCloseTo(LARGEST_TEXT_SHARE, 6);
    expect(contains(focus, short)).toBe(true);
  });

  it("pans along a fragment too long to read whole: held on its start for its first words, at the floor size, to its end", () => {
    const long = { x: 20, y: 1400, w: 1110, h: 34 };
    const { focus, pan } = frameLine(portrait, long, { lineHeight: 34, ...timing });
    expect(pan).toBeDefined();
    expect(pan!.fromMs).toBeGreaterThan(timing.fromMs + 0.3 * (timing.toMs - timing.fromMs));
    expect(pan!.toMs).toBe(timing.toMs);
    expect(focus.x).toBeLessThanOrEqual(long.x);
    expect(pan!.to.x + pan!.to.w).toBeGreaterThanOrEqual(long.x + long.w);
    for (const view of [focus, pan!.to]) {
      expect(capShare(portrait, view, 34)).toBeCloseTo(CAP_FLOOR_SHARE, 6);
      expect(view.y).toBeLessThanOrEqual(long.y);
      expect(view.y + view.h).toBeGreaterThanOrEqual(long.y + long.h);
    }
  });

  it("shows a fragment only a few per cent too wide for the floor whole: a pan that short would be a twitch", () => {
    const nearly = { x: 150, y: 900, w: 824, h: 52 };
    const { focus, pan } = frameLine(portrait, nearly, { lineHeight: 52, ...timing });
    expect(pan).toBeUndefined();
    expect(contains(focus, nearly)).toBe(true);
    expect(capShare(portrait, focus, 52)).toBeGreaterThan(0.95 * CAP_FLOOR_SHARE);
  });

  it("shows a too-long fragment whole instead when its words are too quick to pan along", () => {
    const long = { x: 20, y: 1400, w: 1110, h: 34 };
    const { focus, pan } = frameLine(portrait, long, { lineHeight: 34, ...timing, toMs: timing.fromMs + 500 });
    expect(pan).toBeUndefined();
    expect(contains(focus, long)).toBe(true);
    // A banner-shaped upload whose line spans it: the camera stops at the opening view.
    const banner = { ...portrait, image: { width: 2000, height: 600 } };
    const wide = frameLine(banner, { x: 0, y: 280, w: 2000, h: 20 }, { lineHeight: 20, ...timing, toMs: timing.fromMs + 100 });
    expect(wide.focus.h).toBeCloseTo(openingView(banner).h, 6);
  });

  it("gives a count its neighbours: the context asked for, in line heights", () => {
    const count = { x: 400, y: 600, w: 110, h: 40 };
    const { focus } = frameLine(portrait, count, { lineHeight: 40, ...timing, context: { x: 3, y: 1.2 } });
    expect(contains(focus, { x: count.x - 120, y: count.y - 48, w: count.w + 240, h: count.h + 96 })).toBe(true);
  });
});
