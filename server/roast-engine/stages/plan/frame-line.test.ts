import { describe, expect, it } from "vitest";
import type { Box } from "../../types";
import { CAP_FLOOR_SHARE, CAP_OF_LINE, FRAGMENT_MARGIN, LARGEST_TEXT_SHARE, frameLine } from "./frame-line";
import { SHARP_SCALE, closestViewHeight, openingView, textShareIn } from "./frame-region";
import { padBox } from "./geometry";

/** A phone screenshot as analysis normalises it, in both cameras at 720p and 1080p. */
const image = { width: 1152, height: 2496 };
const portrait = { image, frame: { width: 720, height: 1280 }, viewport: { width: 720, height: 1280 } };
const portrait1080 = { image, frame: { width: 1080, height: 1920 }, viewport: { width: 1080, height: 1920 } };
const landscape = { image, frame: { width: 1280, height: 720 }, viewport: { width: 640, height: 720 } };
const timing = { anchorY: 0.34 };
const contains = (view: Box, box: Box) => view.x <= box.x && view.y <= box.y && view.x + view.w >= box.x + box.w && view.y + view.h >= box.y + box.h;
const capShare = (space: typeof portrait, view: Box, lineHeight: number) => CAP_OF_LINE * textShareIn(space, view, lineHeight);

describe("frameLine", () => {
  it.each([
    ["portrait 720p", portrait],
    ["portrait 1080p", portrait1080],
    ["landscape", landscape],
  ])("shows a 776-px bio line (52-px text) of a 1152-px screenshot whole in %s, as large as the sharp scale and the size cap allow", (_, space) => {
    const bio = { x: 188, y: 900, w: 776, h: 52 };
    const { focus } = frameLine(space, bio, { lineHeight: 52, anchorY: 0.34 });
    expect(contains(focus, padBox(bio, 52 * FRAGMENT_MARGIN.x, 52 * FRAGMENT_MARGIN.y))).toBe(true);
    expect(space.viewport.width / focus.w).toBeLessThanOrEqual(SHARP_SCALE + 1e-9);
    expect(textShareIn(space, focus, 52)).toBeLessThanOrEqual(LARGEST_TEXT_SHARE + 1e-9);
    // Read at the floor, or else as close as the sharp scale lets the camera go.
    const atSharp = Math.abs(focus.h - closestViewHeight(space)) < 1e-6;
    expect(atSharp || capShare(space, focus, 52) >= CAP_FLOOR_SHARE).toBe(true);
  });

  it("fits every line of a three-line fragment", () => {
    const post = { x: 120, y: 1200, w: 760, h: 3 * 58 };
    const { focus } = frameLine(portrait, post, { lineHeight: 52, anchorY: 0.34 });
    expect(contains(focus, post)).toBe(true);
  });

  it("never blows a short line up past the size cap nor the sharp scale", () => {
    const short = { x: 500, y: 700, w: 120, h: 40 };
    const big = { ...portrait, image: { width: 400, height: 800 } };
    for (const space of [portrait, big]) {
      const { focus } = frameLine(space, short, { lineHeight: 40, anchorY: 0.34 });
      expect(textShareIn(space, focus, 40)).toBeLessThanOrEqual(LARGEST_TEXT_SHARE + 1e-9);
      expect(space.viewport.width / focus.w).toBeLessThanOrEqual(Math.max(SHARP_SCALE, space.viewport.width / openingView(space).w) + 1e-9);
    }
  });

  it.each([
    ["portrait", portrait],
    ["landscape", landscape],
  ])("shows a line too long to read at the floor whole in %s, at the largest size that fits, never cut", (_, space) => {
    const long = { x: 20, y: 1400, w: 1110, h: 34 };
    const { focus, belowFloor } = frameLine(space, long, { lineHeight: 34, anchorY: 0.34 });
    expect(belowFloor).toBe(true);
    expect(contains(focus, long)).toBe(true);
    // The largest size that fits: the line and its margin span the view's width (or the whole upload is shown).
    const padded = padBox(long, 34 * FRAGMENT_MARGIN.x, 34 * FRAGMENT_MARGIN.y);
    expect(focus.w <= padded.w + 1e-6 || focus.h >= openingView(space).h - 1e-6 || focus.h >= closestViewHeight(space) - 1e-6).toBe(true);
    // A banner-shaped upload whose line spans it: the camera stops at the opening view.
    const banner = { ...space, image: { width: 2000, height: 600 } };
    const wide = frameLine(banner, { x: 0, y: 280, w: 2000, h: 20 }, { lineHeight: 20, anchorY: 0.34 });
    expect(wide.focus.h).toBeCloseTo(openingView(banner).h, 6);
  });

  it("keeps a tall wrapped fragment whole where it sits in the view (above the portrait captions)", () => {
    const tall = { x: 400, y: 600, w: 200, h: 400 };
    const { focus } = frameLine(portrait, tall, { lineHeight: 40, anchorY: 0.34 });
    expect(contains(focus, tall)).toBe(true);
  });

  it("gives a count its neighbours: the context asked for, in line heights", () => {
    const count = { x: 400, y: 600, w: 110, h: 40 };
    const { focus } = frameLine(portrait, count, { lineHeight: 40, ...timing, context: { x: 3, y: 1.2 } });
    expect(contains(focus, { x: count.x - 120, y: count.y - 48, w: count.w + 240, h: count.h + 96 })).toBe(true);
  });
});
