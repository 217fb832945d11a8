import { describe, expect, it } from "vitest";
import { composeLayout, fitInside } from "./compose-layout";

const phone = { width: 1170, height: 2532 };
const wide = { width: 1600, height: 900 };

describe("fitInside", () => {
  it("keeps the aspect ratio, fits the box and gives even sizes", () => {
    expect(fitInside(1000, 500, 400, 400)).toEqual({ width: 400, height: 200 });
    const fit = fitInside(1170, 2532, 900, 1000);
    expect(fit.height).toBe(1000);
    expect(fit.width % 2).toBe(0);
    expect(Math.abs(fit.width / fit.height - 1170 / 2532)).toBeLessThan(0.01);
  });
});

describe("composeLayout", () => {
  it.each([
    ["portrait", 1080, 1920],
    ["landscape", 1920, 1080],
    ["portrait", 720, 1280],
    ["landscape", 1280, 720],
  ] as const)("keeps the %s card (with its drift) inside the %ix%i frame", (orientation, width, height) => {
    for (const image of [phone, wide]) {
      const l = composeLayout(orientation, width, height, image);
      const cardW = l.photo.width + 2 * l.photo.border;
      const cardH = l.photo.height + 2 * l.photo.border;
      for (const k of [0, 1]) {
        expect(l.photo.x + k * l.photo.driftX).toBeGreaterThanOrEqual(0);
        expect(l.photo.y + k * l.photo.driftY).toBeGreaterThanOrEqual(0);
        expect(l.photo.x + k * l.photo.driftX + cardW).toBeLessThanOrEqual(width);
        expect(l.photo.y + k * l.photo.driftY + cardH).toBeLessThanOrEqual(height);
      }
      expect(l.fill.width - width).toBeGreaterThanOrEqual(Math.abs(l.fill.driftX));
      expect(l.fill.height - height).toBeGreaterThanOrEqual(Math.abs(l.fill.driftY));
    }
  });

  it("composes each shape for itself: captions under the card in portrait, beside it in landscape", () => {
    const portrait = composeLayout("portrait", 1080, 1920, phone);
    expect(portrait.captions.y).toBeGreaterThan(portrait.photo.y + portrait.photo.height);
    expect(portrait.band.y).toBeGreaterThan(portrait.photo.y + portrait.photo.height + portrait.photo.driftY);
    const landscape = composeLayout("landscape", 1920, 1080, phone);
    expect(landscape.captions.x).toBeGreaterThan(landscape.photo.x + landscape.photo.width);
    expect(landscape.band.x).toBeGreaterThanOrEqual(landscape.photo.x + landscape.photo.width + 2 * landscape.photo.border + landscape.photo.driftX);
  });

  it("scales type with the frame", () => {
    expect(composeLayout("portrait", 720, 1280, phone).captions.fontSize).toBe(Math.round((composeLayout("portrait", 1080, 1920, phone).captions.fontSize * 2) / 3));
  });
});
