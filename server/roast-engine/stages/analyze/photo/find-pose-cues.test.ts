import { describe, expect, it } from "vitest";
import { findPoseCues } from "./find-pose-cues";
import { STANDING, makeDetection } from "./test-support/photo-test-kit";

const phoneAt = (x: number, y: number) => ({ label: "cell phone", box: [x - 20, y - 35, 40, 70] as [number, number, number, number], score: 0.6 });

describe("findPoseCues", () => {
  it("sees a mirror selfie: a phone in a hand, held above the hips", () => {
    const detection = makeDetection({ keypoints: STANDING, objects: [phoneAt(250, 190)] });
    expect(findPoseCues(detection, 400, 600)).toEqual({ mirrorSelfie: true, selfie: false, phoneInHand: true });
  });

  it("sees a phone in hand held low as no mirror selfie", () => {
    const detection = makeDetection({ keypoints: STANDING, objects: [phoneAt(120, 345)] });
    expect(findPoseCues(detection, 400, 600)).toEqual({ mirrorSelfie: false, selfie: false, phoneInHand: true });
  });

  it("takes a phone held by a detected hand, with no wrist point", () => {
    const detection = makeDetection({ keypoints: [["leftHip", 240, 330]], objects: [phoneAt(200, 150)], hands: [{ box: [185, 170, 40, 40], score: 0.8 }] });
    expect(findPoseCues(detection, 400, 600).mirrorSelfie).toBe(true);
  });

  it("sees an arm's-length selfie: one large face high in the frame and no phone", () => {
    const detection = makeDetection({ faces: [{ box: [120, 100, 160, 170], score: 0.9, emotion: [] }] });
    expect(findPoseCues(detection, 400, 600)).toEqual({ mirrorSelfie: false, selfie: true, phoneInHand: false });
  });

  it("sees no selfie when both hands are in the picture: someone else held the camera", () => {
    const face = { box: [120, 100, 160, 170] as [number, number, number, number], score: 0.9, emotion: [] };
    const handsOnTable: Array<[string, number, number]> = [
      ["leftShoulder", 300, 300],
      ["rightShoulder", 100, 300],
      ["leftWrist", 290, 520],
      ["rightWrist", 110, 520],
    ];
    expect(findPoseCues(makeDetection({ faces: [face], keypoints: handsOnTable }), 400, 600).selfie).toBe(false);
    // One hand in the picture (the other holds the phone out of frame) is still a selfie.
    expect(findPoseCues(makeDetection({ faces: [face], keypoints: handsOnTable.slice(0, 3) }), 400, 600).selfie).toBe(true);
  });

  it("sees no selfie in a portrait down to the hips: arm's length shows head and shoulders", () => {
    const face = { box: [120, 40, 160, 170] as [number, number, number, number], score: 0.9, emotion: [] };
    const seated: Array<[string, number, number]> = [
      ["leftShoulder", 300, 250],
      ["rightShoulder", 100, 250],
      ["leftWrist", 290, 420],
      ["leftHip", 260, 560],
      ["rightHip", 140, 560],
    ];
    expect(findPoseCues(makeDetection({ faces: [face], keypoints: seated }), 400, 600).selfie).toBe(false);
    expect(findPoseCues(makeDetection({ faces: [face], keypoints: seated.slice(0, 3) }), 400, 600).selfie).toBe(true);
  });

  it("sees no selfie in a small face, a phone on a table or an empty scene", () => {
    expect(findPoseCues(makeDetection({ faces: [{ box: [180, 100, 40, 40], score: 0.9, emotion: [] }] }), 400, 600).selfie).toBe(false);
    expect(findPoseCues(makeDetection({ keypoints: STANDING, objects: [phoneAt(50, 560)] }), 400, 600).phoneInHand).toBe(false);
    expect(findPoseCues(makeDetection({}), 400, 600)).toEqual({ mirrorSelfie: false, selfie: false, phoneInHand: false });
  });

  it("takes no unsure phone for a mirror selfie", () => {
    const detection = makeDetection({ keypoints: STANDING, objects: [{ ...phoneAt(250, 190), score: 0.32 }] });
    expect(findPoseCues(detection, 400, 600)).toEqual({ mirrorSelfie: false, selfie: false, phoneInHand: false });
  });
});
