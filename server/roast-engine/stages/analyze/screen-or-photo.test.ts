import { describe, expect, it } from "vitest";
import { classifyScreenshot, isPhotoLike, measureFlatRuns } from "./screen-or-photo";

const fill = (width: number, height: number, pick: (x: number, y: number) => [number, number, number]) => {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pick(x, y), (y * width + x) * 3);
  return { data, width, height };
};

describe("measureFlatRuns", () => {
  it("finds a screen flat: a bar and a background of one colour, text strokes between", () => {
    const screen = fill(80, 40, (x, y) => (y < 6 ? [10, 100, 200] : y % 8 === 3 && x % 20 < 3 ? [20, 20, 20] : [255, 255, 255]));
    expect(measureFlatRuns(screen)).toBeGreaterThan(0.9);
  });

  it("finds a noisy photo not flat at all", () => {
    const photo = fill(80, 40, (x, y) => [(x * 37 + y * 11) % 256, (x * 13) % 256, (y * 29) % 256]);
    expect(measureFlatRuns(photo)).toBe(0);
  });

  it("finds a dark, smooth photo not flat, though two neighbours in three share a colour", () => {
    // A shaded canyon wall: a slow gradient stepping every third pixel, with sparse noise.
    const dark = fill(120, 60, (x, y) => {
      const v = 20 + Math.floor(x / 3) + ((x * 7 + y * 13) % 17 === 0 ? 2 : 0);
      return [v + 8, v + 4, v];
    });
    expect(measureFlatRuns(dark)).toBe(0);
    expect(isPhotoLike(measureFlatRuns(dark))).toBe(true);
  });

  it("counts a photo's clipped black only where it runs long, so a silhouette stays a photo", () => {
    // A sunset: the lower fifth pure black, the sky a noisy gradient.
    const sunset = fill(100, 100, (x, y) => (y >= 80 ? [0, 0, 0] : [200 + ((x * 5 + y * 3) % 11), 100 + (y % 7), 40 + (x % 5)]));
    expect(measureFlatRuns(sunset)).toBeCloseTo(0.2, 2);
    expect(isPhotoLike(measureFlatRuns(sunset))).toBe(true);
  });
});

describe("classifyScreenshot", () => {
  it("takes a flat image for a screenshot, with or without text", () => {
    expect(classifyScreenshot(0.6, 0)).toBe(true);
    expect(classifyScreenshot(0.25, 1)).toBe(true);
  });

  it("takes a part-flat image for a screenshot only when it carries several lines of text", () => {
    expect(classifyScreenshot(0.18, 6)).toBe(true);
    expect(classifyScreenshot(0.18, 2)).toBe(false);
  });

  it("never takes a photo-like image for a screenshot for the noise OCR reads in it", () => {
    expect(classifyScreenshot(0.1, 12)).toBe(false);
  });
});
