import { describe, expect, it } from "vitest";
import { findPhotoScene } from "./find-photo-scene";

type Rgb = [number, number, number];
const [W, H] = [200, 200];
/** `top` over the upper `share` of the picture, `ground` below; `noisy` gives the top band detail. */
function paint(top: Rgb, ground: Rgb, share: number, noisy = false) {
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const sky = y < H * share;
      const colour: Rgb = sky ? (noisy && (x + y) % 2 ? [40, 40, 40] : top) : ground;
      data.set(colour, (y * W + x) * 3);
    }
  }
  return { data, width: W, height: H };
}

describe("findPhotoScene", () => {
  it("measures an open blue sky from the top edge down to the land", () => {
    const scene = findPhotoScene(paint([110, 160, 220], [70, 110, 40], 0.5));
    expect(scene.skyShare).toBeCloseTo(0.5, 1);
    expect(scene.sunset).toBe(false);
  });

  it("calls an orange sky over dark land a sunset", () => {
    expect(findPhotoScene(paint([230, 120, 30], [20, 15, 10], 0.6))).toEqual({ skyShare: 0.6, sunset: true });
  });

  it("calls a dim, deep red sky over trees in silhouette a sunset, not a warm sky over land as light as it", () => {
    expect(findPhotoScene(paint([70, 34, 4], [8, 7, 6], 0.6))).toEqual({ skyShare: 0.6, sunset: true });
    expect(findPhotoScene(paint([230, 150, 60], [200, 170, 120], 0.6)).sunset).toBe(false);
  });

  it("claims no sky for a sliver, a busy top or a grey wall", () => {
    expect(findPhotoScene(paint([110, 160, 220], [70, 110, 40], 0.1)).skyShare).toBe(0);
    expect(findPhotoScene(paint([110, 160, 220], [70, 110, 40], 0.5, true)).skyShare).toBe(0);
    expect(findPhotoScene(paint([150, 150, 150], [70, 70, 70], 0.5)).skyShare).toBe(0);
  });
});
