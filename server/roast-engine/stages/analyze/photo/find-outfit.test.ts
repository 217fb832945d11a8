import { describe, expect, it } from "vitest";
import { findOutfit, isSkinLike } from "./find-outfit";
import { STANDING, makeDetection } from "./test-support/photo-test-kit";

type Rgb = [number, number, number];
/** A 400x600 picture: grey wall, `top` between y 150 and 330, `legs` below, within x 130–270. */
function paintPerson(top: Rgb, legs: Rgb) {
  const [width, height] = [400, 600];
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour: Rgb = x < 130 || x > 270 || y < 150 ? [128, 128, 128] : y < 330 ? top : legs;
      data.set(colour, (y * width + x) * 3);
    }
  }
  return { data, width, height };
}

describe("findOutfit", () => {
  it("names the top and the bottoms by colour", () => {
    expect(findOutfit(makeDetection({ keypoints: STANDING }), paintPerson([15, 15, 15], [30, 60, 160]))).toEqual(["black top", "blue legwear"]);
  });

  it("names one colour head to toe as an outfit", () => {
    expect(findOutfit(makeDetection({ keypoints: STANDING }), paintPerson([192, 57, 43], [192, 57, 43]))).toEqual(["all-red outfit"]);
  });

  it("never names skin: a bare torso gets no colour", () => {
    expect(isSkinLike(224, 172, 105)).toBe(true);
    expect(isSkinLike(141, 85, 36)).toBe(true);
    expect(findOutfit(makeDetection({ keypoints: STANDING }), paintPerson([224, 172, 105], [15, 15, 15]))).toEqual(["black legwear"]);
  });

  it("adds worn items with their colour, on the person only", () => {
    const tie = { label: "tie", box: [190, 160, 20, 80] as [number, number, number, number], score: 0.7 };
    const farBag = { label: "handbag", box: [5, 5, 20, 20] as [number, number, number, number], score: 0.7 };
    const outfit = findOutfit(makeDetection({ keypoints: STANDING, objects: [tie, farBag] }), paintPerson([192, 57, 43], [15, 15, 15]));
    expect(outfit).toEqual(["red top", "black legwear", "red tie"]);
  });

  it("names nothing without a body", () => {
    expect(findOutfit(makeDetection({}), paintPerson([15, 15, 15], [15, 15, 15]))).toEqual([]);
  });
});
