import { describe, expect, it } from "vitest";
import { buildPhotoFacts } from "./build-photo-facts";
import { makeDetection, STANDING } from "./test-support/photo-test-kit";
import type { PhotoDetection } from "./read-photo-detection";

const [W, H] = [400, 600];
const pixels = { data: new Uint8Array(W * H * 3).fill(128), width: W, height: H };
const build = (detection: PhotoDetection) => buildPhotoFacts({ detection, pixels, region: { x: 0, y: 0, w: W, h: H }, scale: 1 });
const smiling = (box: [number, number, number, number], score: number) => ({ box, score, emotion: [{ emotion: "happy", score: 0.99 }] });
const person = { label: "person", box: [110, 20, 180, 570] as [number, number, number, number], score: 0.7 };

describe("buildPhotoFacts: every fact gated on confidence", () => {
  it("roasts a cat's close-up as no selfie, no face and no dog (the reviewer's tabby)", () => {
    const facts = build(makeDetection({ faces: [smiling([80, 60, 240, 240], 0.77)], objects: [{ label: "dog", box: [20, 40, 360, 520], score: 0.47 }] }));
    expect(facts.faces).toEqual([]);
    expect(facts.people).toBe(0);
    expect(facts.pose.selfie).toBe(false);
    expect(facts.objects.map((o) => o.label)).toEqual(["animal"]);
  });

  it("sees no smile without a confident face, and no person on an empty motorcycle", () => {
    // The garage: a weak "face" in the chrome smiling at 0.99, a body the pose model put there, a motorcycle.
    const garage = makeDetection({
      keypoints: STANDING,
      faces: [smiling([180, 60, 40, 40], 0.55)],
      objects: [{ label: "motorcycle", box: [40, 200, 320, 300], score: 0.8 }],
    });
    const facts = build(garage);
    expect(facts.faces).toEqual([]);
    expect(facts.people).toBe(0);
    expect(facts.outfit).toEqual([]);
    expect(facts.objects.map((o) => o.label)).toEqual(["motorcycle"]);
    // A real person's face the detector is only fairly sure of: kept, but its smile is not read.
    const unsure = build(makeDetection({ faces: [smiling([170, 40, 60, 60], 0.62)], objects: [person] }));
    expect(unsure.faces).toHaveLength(1);
    expect(unsure.faces[0].expression).toBeUndefined();
    const sure = build(makeDetection({ faces: [smiling([170, 40, 60, 60], 0.9)], objects: [person] }));
    expect(sure.faces[0].expression).toBe("smiling");
  });

  it("leaves a low-score species unsaid and counts only people tall enough to be in the photo", () => {
    const facts = build(
      makeDetection({
        objects: [
          { label: "bird", box: [10, 10, 30, 20], score: 0.37 },
          { label: "person", box: [300, 500, 10, 40], score: 0.6 },
        ],
      }),
    );
    expect(facts.objects).toEqual([]);
    expect(facts.people).toBe(0);
  });
});
