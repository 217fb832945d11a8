import { describe, expect, it } from "vitest";
import { type Analysis, NO_PHOTO_FACTS } from "../../../types";
import { composeScript } from "../compose-script";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import { findDetails } from "./find-details";
import { findPhotoSubject } from "./find-photo-subject";

const [W, H] = [400, 300];
const photo = (facts: Partial<Analysis["photo"]>, extra: Omit<Partial<Analysis>, "lines"> = {}): Analysis =>
  makeTestAnalysis({
    kind: "photo",
    visual: {
      width: W,
      height: H,
      isScreenshot: false,
      brightness: 0.25,
      blurriness: 0.1,
      dominantColors: ["#1a1a1a", "#c8501e"],
      colorNames: ["black", "orange"],
      greyShare: 0.2,
    },
    photo: { ...NO_PHOTO_FACTS, ...facts },
    ...extra,
  });
const motorbike = { label: "motorcycle", box: { x: 60, y: 50, w: 280, h: 200 }, score: 0.82 };
const subjectOf = (analysis: Analysis) => findPhotoSubject(findDetails(analysis), analysis)?.text;

describe("findPhotoSubject", () => {
  it("takes the thing the detector is sure of, in a photo with nobody in it, for the subject", () => {
    expect(subjectOf(photo({ objects: [motorbike] }))).toBe("motorcycle");
  });

  it("takes a sunset read from the pixels for the subject when no thing is found", () => {
    expect(subjectOf(photo({ scene: { skyShare: 0.6, sunset: true } }))).toBe("sunset");
  });

  it("takes the two of them, or the group, for the subject of a photo of two people or more, ahead of a glass on the table", () => {
    const glass = { label: "wine glass", box: { x: 60, y: 50, w: 80, h: 120 }, score: 0.6 };
    expect(subjectOf(photo({ objects: [glass], people: 2 }))).toBe("two people");
    expect(subjectOf(photo({ objects: [glass], people: 4 }))).toBe("group photo");
    for (let seed = 0; seed < 12; seed++) {
      const script = composeScript(photo({ objects: [glass], people: 2 }), `seed-${seed}`);
      expect(script.text, script.text).toMatch(/two of you|two people|both of you|pair|couple|double/i);
    }
  });

  it("names no subject for a photo of one person, a photo with words, a screenshot or a photo with nothing sure in it", () => {
    expect(subjectOf(photo({ objects: [motorbike], people: 1 }))).toBeUndefined();
    expect(
      subjectOf(photo({ objects: [motorbike] }, { quotes: [{ text: "new wheels", role: "caption", box: { x: 0, y: 0, w: 100, h: 20 } }] })),
    ).toBeUndefined();
    expect(subjectOf({ ...photo({ objects: [motorbike] }), visual: { ...photo({}).visual, isScreenshot: true } })).toBeUndefined();
    expect(subjectOf(photo({}))).toBeUndefined();
  });

  it("makes every roast of a photo with a sure subject name it, whatever the seed", () => {
    for (const [analysis, name] of [
      [photo({ objects: [motorbike] }), /motorcycle|motorbike|bike/i],
      [photo({ scene: { skyShare: 0.6, sunset: true } }), /sunset|sun/i],
    ] as const) {
      for (let seed = 0; seed < 12; seed++) {
        const script = composeScript(analysis, `seed-${seed}`);
        expect(script.text, script.text).toMatch(name);
      }
    }
  });
});
