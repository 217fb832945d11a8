import { describe, expect, it } from "vitest";
import type { Box, TimedWord } from "../../types";
import { PORTRAIT_UI_ZONES, composeLayout } from "./compose-layout";
import { overlapArea } from "./geometry";
import { measureCaptionGroup, placeCaptionGroup } from "./place-captions";

const group = (text: string): TimedWord[] => text.split(" ").map((t, i) => ({ text: t, startMs: i * 300, endMs: i * 300 + 260 }));
// Placement over the upload is the full-frame layout's (a photo's, a battle's board's): a screen's card has a band of its own.
const portrait = composeLayout("portrait", 1080, 1920, { width: 946, height: 2048, photo: true });
const landscape = composeLayout("landscape", 1920, 1080, { width: 946, height: 2048 });
const size = portrait.captions.fontSize;
/** Lines of a screenshot's own text across the frame, every `gap` pixels from `from` to `to`. */
const rows = (from: number, to: number, gap: number, h = 40): Box[] =>
  Array.from({ length: Math.floor((to - from) / gap) + 1 }, (_, i) => ({ x: 60, y: from + i * gap, w: 860, h }));
const inSafeArea = (b: Box) => {
  expect(b.y).toBeGreaterThanOrEqual(portrait.safe.y - 1);
  expect(b.y + b.h).toBeLessThanOrEqual(1920 * (1 - PORTRAIT_UI_ZONES.bottom) + 1);
  expect(b.x + b.w).toBeLessThanOrEqual(1080 * (1 - PORTRAIT_UI_ZONES.right) + 1);
};

describe("measureCaptionGroup", () => {
  it("is one line for a short group and two when it wraps in the safe width, centred on the caption line", () => {
    const one = measureCaptionGroup(group("So bold"), size, portrait, 1000);
    const two = measureCaptionGroup(group("Helping brands"), size, portrait, 1000);
    expect(one.h).toBeCloseTo(size * 1.2 * 1.45, 5);
    expect(one.w).toBeLessThan(portrait.safe.width);
    expect(one.x + one.w / 2).toBeCloseTo(portrait.captions.x, 5);
    expect(two.h).toBeCloseTo(size * 1.2 * 2.45, 5);
    expect(two.y + two.h / 2).toBeCloseTo(1000, 5);
    expect(two).toMatchObject({ w: portrait.safe.width });
  });
});

describe("placeCaptionGroup", () => {
  const words = group("Bold move");

  it("keeps the usual place when nothing is under it", () => {
    expect(placeCaptionGroup({ group: words, fontSize: size, layout: portrait })).toMatchObject({ y: portrait.captions.y, plate: false });
    const elsewhere = rows(200, 500, 60);
    expect(placeCaptionGroup({ group: words, fontSize: size, layout: portrait, text: elsewhere })).toMatchObject({ y: portrait.captions.y, plate: false });
  });

  it("moves to the clear band nearest its place when the upload's text sits under it, covering none of it", () => {
    // Text everywhere but a gap around a third of the way down.
    const text = [...rows(150, 400, 55), ...rows(900, 1500, 55)];
    const placed = placeCaptionGroup({ group: words, fontSize: size, layout: portrait, text });
    expect(placed.plate).toBe(false);
    for (const b of text) expect(overlapArea(placed.box, b)).toBe(0);
    inSafeArea(placed.box);
  });

  it("puts the group on a plate where it covers the least text when no band is clear", () => {
    const text = rows(100, 1600, 50, 30);
    const placed = placeCaptionGroup({ group: words, fontSize: size, layout: portrait, text });
    expect(placed.plate).toBe(true);
    inSafeArea(placed.box);
  });

  it("never covers the marked fragment, even to cover less of the rest", () => {
    const fragment = { x: 60, y: portrait.captions.y - 40, w: 860, h: 80 };
    const text = [...rows(150, 1000, 50, 30)];
    const placed = placeCaptionGroup({ group: words, fontSize: size, layout: portrait, fragment, text });
    expect(overlapArea(placed.box, fragment)).toBe(0);
    inSafeArea(placed.box);
  });

  it("stays where the previous group was when that place is as clear", () => {
    const placed = placeCaptionGroup({ group: words, fontSize: size, layout: portrait, preferY: 400 });
    expect(placed.y).toBe(400);
    // A place too high for this group's height is lowered into the safe area.
    inSafeArea(placeCaptionGroup({ group: group("Helping brands"), fontSize: size, layout: portrait, preferY: 150 }).box);
  });

  it("never moves landscape captions: they have their own panel, beside the camera window and its text", () => {
    const anywhere = { x: 0, y: 0, w: landscape.viewport.width, h: 1080 };
    const placed = placeCaptionGroup({ group: words, fontSize: landscape.captions.fontSize, layout: landscape, fragment: anywhere, text: [anywhere] });
    expect(placed).toMatchObject({ y: landscape.captions.y, plate: false });
  });
});
