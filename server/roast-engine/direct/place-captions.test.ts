import { describe, expect, it } from "vitest";
import { overlapArea } from "../direct/geometry";
import type { TimedWord } from "../types";
import { PORTRAIT_UI_ZONES, composeLayout } from "./compose-layout";
import { chooseCaptionY, measureCaptionGroup } from "./place-captions";

const group = (text: string): TimedWord[] => text.split(" ").map((t, i) => ({ text: t, startMs: i * 300, endMs: i * 300 + 260 }));
const portrait = composeLayout("portrait", 1080, 1920, { width: 946, height: 2048 });
const landscape = composeLayout("landscape", 1920, 1080, { width: 946, height: 2048 });
const size = portrait.captions.fontSize;

describe("measureCaptionGroup", () => {
  it("is one line for a short group and two when it wraps in the safe width, centred on y", () => {
    const one = measureCaptionGroup(group("Bold move"), size, portrait, 1000);
    const two = measureCaptionGroup(group("Helping brands"), size, portrait, 1000);
    expect(one.h).toBeCloseTo(size * 1.2 * 1.45, 5);
    expect(two.h).toBeCloseTo(size * 1.2 * 2.45, 5);
    expect(two.y + two.h / 2).toBeCloseTo(1000, 5);
    expect(two).toMatchObject({ x: portrait.safe.x, w: portrait.safe.width });
  });
});

describe("chooseCaptionY", () => {
  const words = group("Helping brands disrupt");
  const usual = measureCaptionGroup(words, size, portrait, portrait.captions.y);

  it("keeps the usual place when nothing quoted is on screen or it is elsewhere", () => {
    expect(chooseCaptionY({ group: words, fontSize: size, layout: portrait })).toBe(portrait.captions.y);
    const high = { x: 100, y: 500, w: 700, h: 90 };
    expect(chooseCaptionY({ group: words, fontSize: size, layout: portrait, focus: high })).toBe(portrait.captions.y);
  });

  it.each(["disrupt the", "Helping brands disrupt"])("moves %s to the upper part of the frame when the quoted line sits under the captions", (text) => {
    const low = { x: 60, y: usual.y + usual.h / 2, w: 800, h: 80 };
    const y = chooseCaptionY({ group: group(text), fontSize: size, layout: portrait, focus: low });
    expect(y).toBeLessThan(portrait.height * portrait.anchorY);
    const moved = measureCaptionGroup(group(text), size, portrait, y);
    expect(overlapArea(moved, low)).toBe(0);
    // Still inside the safe area: clear of the top bar and of the platforms' right-hand buttons.
    expect(moved.y).toBeGreaterThanOrEqual(portrait.safe.y);
    expect(moved.x + moved.w).toBeLessThanOrEqual(1080 * (1 - PORTRAIT_UI_ZONES.right));
  });

  it("puts a two-line group at the layout's upper place, above where quoted text is anchored", () => {
    const low = { x: 60, y: usual.y, w: 800, h: 80 };
    const y = chooseCaptionY({ group: group("disrupt the"), fontSize: size, layout: portrait, focus: low });
    expect(y).toBe(portrait.captions.altY);
    const moved = measureCaptionGroup(group("disrupt the"), size, portrait, y);
    expect(moved.y + moved.h).toBeLessThan(portrait.height * portrait.anchorY);
  });

  it("stays put when the other place would cover even more (a tall region filling the upper frame)", () => {
    const tall = { x: 0, y: 150, w: 1080, h: usual.y + 40 - 150 };
    expect(chooseCaptionY({ group: words, fontSize: size, layout: portrait, focus: tall })).toBe(portrait.captions.y);
  });

  it("never moves landscape captions: they have their own panel", () => {
    const anywhere = { x: 0, y: 0, w: 1920, h: 1080 };
    expect(chooseCaptionY({ group: words, fontSize: landscape.captions.fontSize, layout: landscape, focus: anywhere })).toBe(landscape.captions.y);
  });
});
