import { describe, expect, it } from "vitest";
import { type Analysis, type Box, NO_PHOTO_FACTS } from "../../../types";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import { findPhotoDetails, isBlackAndWhite } from "./find-photo-details";

const W = 1200;
const H = 1600;
const whole: Box = { x: 0, y: 0, w: W, h: H };

const photo = (visual: Partial<Analysis["visual"]>, facts: Partial<Analysis["photo"]> = {}): Analysis =>
  makeTestAnalysis({
    kind: "photo",
    visual: {
      width: W,
      height: H,
      isScreenshot: false,
      brightness: 0.5,
      blurriness: 0.02,
      dominantColors: ["#3a6ea5", "#d9c7a1"],
      colorNames: ["blue", "beige"],
      greyShare: 0.1,
      ...visual,
    },
    photo: { ...NO_PHOTO_FACTS, ...facts },
  });

const scenes = (analysis: Analysis) =>
  findPhotoDetails(analysis, { x: 0, y: 0, w: analysis.visual.width, h: analysis.visual.height })
    .filter((d) => d.kind === "scene")
    .map((d) => d.text);
const face = (w: number, h: number) => ({ box: { x: 100, y: 100, w, h }, score: 0.9 });

describe("how a photo was taken", () => {
  it("calls a photo black and white when almost every pixel is grey and it has light and dark", () => {
    const bw = { greyShare: 0.99, dominantColors: ["#1c1c1c", "#d8d8d8", "#7a7a7a"], colorNames: ["black", "light grey", "grey"] };
    expect(isBlackAndWhite(photo(bw).visual)).toBe(true);
    expect(scenes(photo(bw))).toContain("black and white");
    // A dim grey room is dark, not a black and white photo; a colour photo with grey walls is neither.
    expect(isBlackAndWhite(photo({ ...bw, dominantColors: ["#202020", "#303030"] }).visual)).toBe(false);
    expect(isBlackAndWhite(photo({ ...bw, greyShare: 0.8 }).visual)).toBe(false);
    // Analyses stored before grey was measured have no share: never black and white.
    expect(isBlackAndWhite(photo({ ...bw, greyShare: undefined }).visual)).toBe(false);
  });

  it("notices a tiny, re-sent photo, and leaves screenshots' size alone", () => {
    expect(scenes(photo({ width: 320, height: 400 }))).toContain("low resolution");
    expect(scenes(photo({ width: 1080, height: 1350 }))).not.toContain("low resolution");
    expect(scenes(photo({ width: 320, height: 400, isScreenshot: true }))).not.toContain("low resolution");
  });

  it("tells a face filling the frame from one lost in the distance, and points the camera at it", () => {
    const close = findPhotoDetails(photo({}, { people: 1, faces: [face(800, 900)] }), whole).find((d) => d.text === "close-up");
    expect(close).toMatchObject({ target: "face", box: { w: 800, h: 900 } });
    const far = findPhotoDetails(photo({}, { people: 1, faces: [face(60, 70)] }), whole).find((d) => d.text === "far away");
    expect(far).toMatchObject({ target: "face", box: { w: 60, h: 70 } });
    expect(scenes(photo({}, { people: 1, faces: [face(300, 360)] }))).not.toEqual(expect.arrayContaining(["close-up"]));
    expect(scenes(photo({}, { people: 1, faces: [face(300, 360)] }))).not.toContain("far away");
    // A small face in a crowd is not "you, in the distance".
    expect(scenes(photo({}, { people: 4, faces: [face(60, 70)] }))).not.toContain("far away");
  });

  it("says nobody is in it only when the model found no face and no person", () => {
    expect(scenes(photo({}))).toContain("nobody");
    expect(scenes(photo({}, { people: 1 }))).not.toContain("nobody");
    expect(scenes(photo({}, { people: 1, faces: [face(300, 360)] }))).not.toContain("nobody");
    // A screenshot's missing face is the app's layout, not the person's choice.
    expect(scenes(photo({ isScreenshot: true }))).not.toContain("nobody");
  });

  it("calls blur only when it is really blur: a calm sea's smooth water is not", () => {
    expect(scenes(photo({ blurriness: 0.53 }))).not.toContain("blurry");
    expect(scenes(photo({ blurriness: 0.75 }))).toContain("blurry");
  });

  it("names a sunset, a big sky or a strip of sky from the measured sky, and nothing without one", () => {
    expect(scenes(photo({}, { scene: { skyShare: 0.6, sunset: true } }))).toContain("sunset");
    expect(scenes(photo({}, { scene: { skyShare: 0.5, sunset: false } }))).toContain("big sky");
    expect(scenes(photo({}, { scene: { skyShare: 0.3, sunset: false } }))).toContain("sky");
    expect(scenes(photo({}))).not.toEqual(expect.arrayContaining(["sky", "big sky", "sunset"]));
  });

  it("tells a theme how many people share the frame with a thing", () => {
    const truck = { label: "truck", box: { x: 10, y: 10, w: 500, h: 300 }, score: 0.65 };
    const alone = findPhotoDetails(photo({}, { objects: [truck] }), whole).find((d) => d.kind === "object");
    expect(alone).toMatchObject({ label: "truck", value: 0 });
    const withTwo = findPhotoDetails(photo({}, { people: 2, objects: [truck] }), whole).find((d) => d.kind === "object");
    expect(withTwo?.value).toBe(2);
  });

  it("notices a head cut off by the top edge, and not a face inside the frame", () => {
    expect(scenes(photo({}, { people: 1, faces: [{ box: { x: 400, y: 0, w: 300, h: 280 }, score: 0.9 }] }))).toContain("cropped head");
    expect(scenes(photo({}, { people: 1, faces: [face(300, 360)] }))).not.toContain("cropped head");
  });
});
