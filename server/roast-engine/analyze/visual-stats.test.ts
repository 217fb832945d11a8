import { describe, expect, it } from "vitest";
import { nameColor } from "./name-color";
import { classifyScreenshot, findDominantColors, measureBlurriness, measureBrightness, measureFlatness } from "./visual-stats";

const fill = (width: number, height: number, pick: (x: number, y: number) => [number, number, number]) => {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pick(x, y), (y * width + x) * 3);
  return { data, width, height };
};

describe("visual stats", () => {
  it("finds the dominant colours, most common first", () => {
    const pixels = fill(10, 10, (x) => (x < 7 ? [243, 236, 224] : [20, 60, 150]));
    expect(findDominantColors(pixels)).toEqual(["#f3ece0", "#143c96"]);
  });

  it("measures brightness from 0 to 1", () => {
    expect(measureBrightness(fill(4, 4, () => [0, 0, 0]))).toBe(0);
    expect(measureBrightness(fill(4, 4, () => [255, 255, 255]))).toBeCloseTo(1);
  });

  it("rates a flat image very blurry and a checkerboard crisp", () => {
    const flat = new Uint8Array(32 * 32).fill(128);
    const checker = Uint8Array.from({ length: 32 * 32 }, (_, i) => ((i % 32) + Math.floor(i / 32)) % 2 ? 255 : 0);
    expect(measureBlurriness(flat, 32, 32)).toBe(1);
    expect(measureBlurriness(checker, 32, 32)).toBeLessThan(0.01);
  });

  it("tells a flat screen from a noisy photo", () => {
    const screen = fill(20, 20, (_, y) => (y < 5 ? [10, 100, 200] : [255, 255, 255]));
    const photo = fill(20, 20, (x, y) => [(x * 37 + y * 11) % 256, (x * 13) % 256, (y * 29) % 256]);
    expect(measureFlatness(screen)).toBe(1);
    expect(measureFlatness(photo)).toBe(0);
    expect(classifyScreenshot(1, 0)).toBe(true);
    expect(classifyScreenshot(0.3, 6)).toBe(true);
    expect(classifyScreenshot(0.3, 1)).toBe(false);
  });
});

describe("nameColor", () => {
  it.each([
    ["#f3ece0", "beige"],
    ["#000000", "black"],
    ["#ffffff", "white"],
    ["#808080", "grey"],
    ["#1b2a5c", "navy"],
    ["#c0392b", "red"],
    ["#16a085", "teal"],
    ["#8e44ad", "purple"],
    ["#e67e22", "orange"],
    ["#f5b700", "yellow"],
    ["#6b4423", "brown"],
    ["#ffb6c1", "pink"],
    ["#2ecc71", "green"],
    ["#1d9bf0", "blue"],
  ])("names %s %s", (hex, name) => {
    expect(nameColor(hex)).toBe(name);
  });
});
