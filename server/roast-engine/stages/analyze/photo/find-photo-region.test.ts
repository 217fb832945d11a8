import { describe, expect, it } from "vitest";
import { findPhotoRegion } from "./find-photo-region";

const [W, H] = [96, 160];
/** A white phone screen with dark text-like strokes, and optionally a noisy photo block. */
function paintScreen(photo?: { x: number; y: number; w: number; h: number }) {
  let seed = 3;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const data = new Uint8Array(W * H * 3).fill(255);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      if (photo && x >= photo.x && x < photo.x + photo.w && y >= photo.y && y < photo.y + photo.h) {
        data.set([Math.floor(next() * 200), Math.floor(60 + next() * 150), Math.floor(next() * 255)], i);
      } else if (y % 12 < 3 && (x * 7 + y) % 5 < 2) data.set([20, 20, 20], i);
    }
  }
  return { data, width: W, height: H };
}

describe("findPhotoRegion", () => {
  it("finds the photo on a screen of text", () => {
    expect(findPhotoRegion(paintScreen({ x: 16, y: 40, w: 64, h: 56 }))).toEqual({ x: 16, y: 40, w: 64, h: 56 });
  });

  it("finds nothing on a screen of text and flat interface", () => {
    expect(findPhotoRegion(paintScreen())).toBeUndefined();
  });

  it("takes all of an image that is mostly photo", () => {
    expect(findPhotoRegion(paintScreen({ x: 0, y: 0, w: W, h: 120 }))).toEqual({ x: 0, y: 0, w: W, h: H });
  });
});
