import { describe, expect, it } from "vitest";
import { buildPhotoFacts } from "./build-photo-facts";
import { HUMAN_CONFIG, IDENTITY_MODELS } from "../../../infrastructure/models/human-config";
import { findIdentityKeys } from "./test-support/photo-test-kit";
import { readPhotoDetection } from "./read-photo-detection";

/** One face as Human 3.3 returns it with every model on (the shape of its FaceResult). */
const humanFace = {
  id: 0,
  score: 0.91,
  boxScore: 0.91,
  faceScore: 0.9,
  box: [225, 82, 267, 267],
  boxRaw: [0.35, 0.13, 0.41, 0.41],
  size: [267, 267],
  mesh: [[1, 2, 3]],
  meshRaw: [[0.1, 0.2, 0.3]],
  annotations: { leftEye: [[1, 2]] },
  age: 29.4,
  gender: "female",
  genderScore: 0.93,
  race: [{ race: "white", score: 0.6 }],
  emotion: [{ score: 0.62, emotion: "happy" }],
  embedding: [0.1, 0.2],
  distance: 0.4,
  real: 0.9,
  live: 0.8,
  rotation: { angle: { roll: 0, yaw: 0, pitch: 0 } },
  iris: 3,
};

describe("the identity rule at the photo model's edge", () => {
  it("switches off every model that estimates identity or reads a face closely", () => {
    for (const name of IDENTITY_MODELS) expect(HUMAN_CONFIG.face[name].enabled, name).toBe(false);
    expect(HUMAN_CONFIG.segmentation.enabled).toBe(false);
  });

  it("strips age, gender, race, embeddings and mesh from a raw answer", () => {
    const detection = readPhotoDetection({ faces: [humanFace], bodies: [], hands: [], objects: [{ label: "cup", box: [1, 2, 3, 4], score: 0.5, age: 3 }] });
    expect(findIdentityKeys(detection)).toEqual([]);
    expect(detection.faces[0]).toEqual({ box: [225, 82, 267, 267], score: 0.91, emotion: [{ score: 0.62, emotion: "happy" }] });
  });

  it("builds photo facts that carry no identity key, whatever the model said", () => {
    // A face is a fact only inside a person the object detector found (gate-photo-detection.ts).
    const raw = { faces: [humanFace], bodies: [], hands: [], objects: [{ label: "person", box: [180, 40, 360, 560], score: 0.8 }] };
    const pixels = { data: new Uint8Array(600 * 600 * 3), width: 600, height: 600 };
    const facts = buildPhotoFacts({ detection: readPhotoDetection(raw), pixels, region: { x: 0, y: 0, w: 600, h: 600 }, scale: 1 });
    expect(findIdentityKeys(facts)).toEqual([]);
    expect(facts.faces).toEqual([{ box: { x: 225, y: 82, w: 267, h: 267 }, expression: "smiling", score: 0.91 }]);
  });

  it("rejects an answer of an unknown shape", () => {
    expect(() => readPhotoDetection({ faces: [{ box: [Number.POSITIVE_INFINITY, 0, 1, 1], score: 1 }], bodies: [], hands: [], objects: [] })).toThrow();
    expect(() => readPhotoDetection({ face: [] })).toThrow();
  });
});
