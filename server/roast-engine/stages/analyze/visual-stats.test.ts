import { describe, expect, it } from "vitest";
import { nameColor } from "./name-color";
import { findContentRows, findDominantColors, measureBlurriness, measureBrightness, measureGreyShare } from "./visual-stats";

const fill = (width: number, height: number, pick: (x: number, y: number) => [number, number, number]) => {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pick(x, y), (y * width + x) * 3);
  return { data, width, height };
};

// A 384 px grey scene of hard-edged rectangles (the size measureVisualFacts uses), seeded.
const SIDE = 384;
const random = (start: number) => {
  let seed = start;
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
};
function drawScene(): Uint8Array {
  const next = random(7);
  const grey = new Uint8Array(SIDE * SIDE).fill(120);
  for (let k = 0; k < 25; k++) {
    const [x0, y0, w, h, v] = [next() * SIDE, next() * SIDE, 20 + next() * 120, 20 + next() * 120, Math.floor(next() * 255)];
    for (let y = Math.floor(y0); y < Math.min(SIDE, y0 + h); y++) for (let x = Math.floor(x0); x < Math.min(SIDE, x0 + w); x++) grey[y * SIDE + x] = v;
  }
  return grey;
}
/** Three passes of a (2r+1) box blur each way: close to a Gaussian of sigma ≈ r. */
function blurBox(grey: Uint8Array, r: number): Uint8Array {
  let a = Float32Array.from(grey);
  for (let pass = 0; pass < 6; pass++) {
    const b = new Float32Array(a.length);
    const [dx, dy] = pass % 2 === 0 ? [1, 0] : [0, 1];
    for (let y = 0; y < SIDE; y++) {
      for (let x = 0; x < SIDE; x++) {
        let sum = 0;
        for (let d = -r; d <= r; d++) sum += a[Math.min(SIDE - 1, Math.max(0, y + d * dy)) * SIDE + Math.min(SIDE - 1, Math.max(0, x + d * dx))];
        b[y * SIDE + x] = sum / (2 * r + 1);
      }
    }
    a = b;
  }
  return Uint8Array.from(a, Math.round);
}
/** Gaussian film grain of standard deviation `sigma` grey levels. */
function addGrain(grey: Uint8Array, sigma: number): Uint8Array {
  const next = random(11);
  return Uint8Array.from(grey, (v) =>
    Math.max(0, Math.min(255, Math.round(v + Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()) * sigma))),
  );
}

describe("visual stats", () => {
  it("finds the dominant colours, most common first", () => {
    const pixels = fill(10, 10, (x) => (x < 7 ? [243, 236, 224] : [20, 60, 150]));
    expect(findDominantColors(pixels)).toEqual(["#f3ece0", "#143c96"]);
  });

  it("measures brightness from 0 to 1", () => {
    expect(measureBrightness(fill(4, 4, () => [0, 0, 0]))).toBe(0);
    expect(measureBrightness(fill(4, 4, () => [255, 255, 255]))).toBeCloseTo(1);
  });

  it("rates a flat image very blurry and hard-edged shapes crisp", () => {
    expect(measureBlurriness(new Uint8Array(64 * 64).fill(128), 64, 64)).toBe(1);
    expect(measureBlurriness(drawScene(), SIDE, SIDE)).toBeLessThan(0.25);
  });

  it("does not take film grain for blur, nor for sharpness", () => {
    const sharpScene = drawScene();
    const blurred = blurBox(sharpScene, 3);
    expect(measureBlurriness(addGrain(sharpScene, 35), SIDE, SIDE)).toBeLessThan(0.25);
    expect(measureBlurriness(blurred, SIDE, SIDE)).toBeGreaterThan(0.6);
    expect(measureBlurriness(addGrain(blurred, 18), SIDE, SIDE)).toBeGreaterThan(0.5);
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

describe("measureGreyShare", () => {
  it("is 1 for a black and white picture with a faint tone and noise, and small for a colour one", () => {
    const bw = fill(40, 40, (x, y) => {
      const v = (x * 6 + y * 3 + ((x * 7 + y * 13) % 9)) % 256;
      return [v, Math.min(255, v + 4), Math.max(0, v - 6)];
    });
    expect(measureGreyShare(bw)).toBe(1);
    const colour = fill(40, 40, (x, y) => (x < 4 ? [128, 128, 128] : [200, 80 + y, 40 + x]));
    expect(measureGreyShare(colour)).toBeCloseTo(0.1, 2);
    expect(measureGreyShare({ data: new Uint8Array(0), width: 0, height: 0 })).toBe(0);
  });
});

describe("findContentRows", () => {
  /** A 100-wide greyscale page, white, with dark marks on the given rows (letters: a mark every few pixels). */
  const page = (height: number, marked: Array<[number, number]>, gradient = false) => {
    const grey = new Uint8Array(100 * height).map((_, i) => (gradient ? 120 + Math.floor(((i % 100) * 60) / 100) : 255));
    for (const [from, to] of marked) for (let y = from; y < to; y++) for (let x = 10; x < 90; x += 6) grey[y * 100 + x] = 20;
    return grey;
  };

  it("finds each band that holds marks, in the image's own pixels", () => {
    expect(
      findContentRows(
        page(60, [
          [5, 9],
          [14, 18],
          [40, 52],
        ]),
        100,
        60,
        4.5,
      ),
    ).toEqual([
      // Each to the row after its marks, where the page changes back down the image.
      [23, 23],
      [63, 23],
      [180, 59],
    ]);
  });

  it("finds a shape's flat foot, which has no edges across it (an avatar's round bottom, a box's border)", () => {
    const grey = new Uint8Array(100 * 30).fill(255);
    for (let x = 0; x < 100; x++) grey[10 * 100 + x] = 60;
    expect(findContentRows(grey, 100, 30, 2)).toEqual([[20, 4]]);
  });

  it("finds nothing on a blank page, a flat bar or a smooth gradient", () => {
    expect(findContentRows(page(40, []), 100, 40, 2)).toEqual([]);
    expect(findContentRows(page(40, [], true), 100, 40, 2)).toEqual([]);
  });

  it("closes a band that runs to the foot", () => {
    expect(findContentRows(page(20, [[15, 20]]), 100, 20, 1)).toEqual([[15, 5]]);
    expect(findContentRows(page(20, [[15, 19]]), 100, 20, 1)).toEqual([[15, 5]]);
  });
});
