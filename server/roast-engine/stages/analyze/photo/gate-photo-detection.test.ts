import { describe, expect, it } from "vitest";
import { gatePhotoDetection } from "./gate-photo-detection";
import { STANDING, makeDetection } from "./test-support/photo-test-kit";

type Tuple = [number, number, number, number];
const face = (box: Tuple, score = 0.8) => ({ box, score, emotion: [{ emotion: "happy", score: 0.9 }] });
const person = (box: Tuple, score = 0.6) => ({ label: "person", box, score });

describe("gatePhotoDetection: only what two models agree on", () => {
  it("drops a face nobody stands behind: an animal's face is no person's face", () => {
    // The reviewer's tabby close-up: a confident "face" over the whole muzzle, "dog" 0.47, no person, no body.
    const cat = makeDetection({ faces: [face([80, 120, 240, 240], 0.77)], objects: [{ label: "dog", box: [20, 40, 360, 520], score: 0.47 }] });
    expect(gatePhotoDetection(cat).faces).toEqual([]);
  });

  it("keeps a face inside a person the object detector found", () => {
    const detection = makeDetection({ faces: [face([170, 50, 60, 60])], objects: [person([120, 30, 160, 560])] });
    expect(gatePhotoDetection(detection).faces).toHaveLength(1);
  });

  it("keeps a face where a body puts its nose, eyes and ears, with no person box", () => {
    const head: Array<[string, number, number]> = [
      ["nose", 200, 80],
      ["leftEye", 215, 70],
      ["rightEye", 185, 70],
      ["leftEar", 230, 75],
    ];
    const detection = makeDetection({ keypoints: [...head, ...STANDING.slice(1)], faces: [face([170, 50, 60, 60])] });
    expect(gatePhotoDetection(detection).faces).toHaveLength(1);
    // Two head points are not enough to vouch for a face.
    const weak = makeDetection({ keypoints: [...head.slice(0, 2), ...STANDING.slice(1)], faces: [face([170, 50, 60, 60])] });
    expect(gatePhotoDetection(weak).faces).toEqual([]);
  });

  it("drops a face under the detector's floor even inside a person", () => {
    const detection = makeDetection({ faces: [face([170, 50, 60, 60], 0.45)], objects: [person([120, 30, 160, 560])] });
    expect(gatePhotoDetection(detection).faces).toEqual([]);
  });

  it("drops a body with no person and no face under it: the pose model always answers with one", () => {
    expect(gatePhotoDetection(makeDetection({ keypoints: STANDING })).bodies).toEqual([]);
    expect(gatePhotoDetection(makeDetection({ keypoints: STANDING, objects: [person([120, 60, 160, 540])] })).bodies).toHaveLength(1);
  });
});
