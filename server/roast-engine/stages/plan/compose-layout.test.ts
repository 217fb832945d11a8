import { describe, expect, it } from "vitest";
import { PORTRAIT_CAPTION_SHARE, PORTRAIT_UI_ZONES, composeLayout, fitInside } from "./compose-layout";

const phone = { width: 1170, height: 2532 };
const wide = { width: 1600, height: 900 };

describe("fitInside", () => {
  it("keeps the aspect ratio, fits the box and gives even sizes", () => {
    expect(fitInside(1000, 500, 400, 400)).toEqual({ width: 400, height: 200 });
    const fit = fitInside(1170, 2532, 900, 1000);
    expect(fit.height).toBe(1000);
    expect(fit.width % 2).toBe(0);
  });
});

describe("composeLayout", () => {
  it.each([
    [1080, 1920],
    [720, 1280],
  ])("portrait %ix%i: the camera fills the frame; captions large and clear of the platforms' UI zones", (width, height) => {
    for (const image of [phone, wide]) {
      const l = composeLayout("portrait", width, height, image);
      expect(l.viewport).toEqual({ x: 0, y: 0, width, height });
      expect(l.captions.fontSize).toBeGreaterThanOrEqual(Math.floor(0.06 * height));
      expect(l.captions.fontSize).toBe(Math.round(PORTRAIT_CAPTION_SHARE * height));
      expect(l.safe.y + l.safe.height).toBeLessThanOrEqual(height * (1 - PORTRAIT_UI_ZONES.bottom));
      expect(l.safe.x + l.safe.width).toBeLessThanOrEqual(width * (1 - PORTRAIT_UI_ZONES.right));
      // Captions are centred in the safe area and wrap inside it.
      expect(l.captions.x).toBe(Math.round(l.safe.x + l.safe.width / 2));
      expect(l.captions.marginL).toBe(l.safe.x);
      expect(width - l.captions.marginR).toBe(l.safe.x + l.safe.width);
      // Two lines of captions (popped) stay above the bottom zone.
      expect(l.captions.y + 1.45 * 1.2 * l.captions.fontSize).toBeLessThan(height * (1 - PORTRAIT_UI_ZONES.bottom));
      expect(l.captions.maxWords).toBe(3);
      // The other caption place (over quoted detail low in the frame): two popped lines inside
      // the safe area's top, above where the camera anchors quoted text.
      expect(l.captions.altY! - 1.45 * 1.2 * l.captions.fontSize).toBeGreaterThanOrEqual(l.safe.y);
      expect(l.captions.altY! + 1.45 * 1.2 * l.captions.fontSize).toBeLessThan(height * l.anchorY);
    }
  });

  it.each([
    [1920, 1080],
    [1280, 720],
  ])("landscape %ix%i: the upload at full height on the left, the caption panel beside it", (width, height) => {
    const l = composeLayout("landscape", width, height, phone);
    expect(l.viewport).toMatchObject({ x: 0, y: 0, height });
    expect(l.viewport.width % 2).toBe(0);
    expect(l.panel).toEqual({ x: l.viewport.width, y: 0, width: width - l.viewport.width, height });
    expect(l.captions.x).toBeGreaterThan(l.viewport.width);
    expect(l.captions.marginL).toBeGreaterThan(l.viewport.width);
    expect(l.band.x).toBeGreaterThanOrEqual(l.viewport.width);
    // A wide photo gets a wider window than a phone screenshot, within bounds.
    expect(composeLayout("landscape", width, height, wide).viewport.width).toBeGreaterThan(l.viewport.width);
    expect(composeLayout("landscape", width, height, wide).viewport.width).toBeLessThanOrEqual(width * 0.56 + 1);
  });

  it("keeps quoted detail above the portrait captions", () => {
    const l = composeLayout("portrait", 1080, 1920, phone);
    expect(l.anchorY * l.height).toBeLessThan(l.band.y - 0.1 * l.height);
  });
});
