import type { PhotoDetection } from "../read-photo-detection";

/** What Human can say about who a person is, or about their body: no key of these names may pass. */
export const IDENTITY_KEYS = [
  "age",
  "gender",
  "genderScore",
  "race",
  "ethnicity",
  "embedding",
  "descriptor",
  "real",
  "live",
  "iris",
  "mesh",
  "meshRaw",
  "annotations",
  "distance",
  "rotation",
  "bodyShape",
  "weight",
  "health",
  "skin",
];

/** The identity keys found in a value, at any depth. */
export function findIdentityKeys(value: unknown): string[] {
  return listKeys(value).filter((key) => IDENTITY_KEYS.some((name) => name.toLowerCase() === key.toLowerCase()));
}

/** Every key of a value, nested objects and arrays included. */
export function listKeys(value: unknown, keys: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) listKeys(item, keys);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      keys.push(key);
      listKeys(item, keys);
    }
  }
  return keys;
}

type Point = [part: string, x: number, y: number];

/** A detection with one body whose keypoints are given; faces, hands and objects added as needed. */
export function makeDetection(options: {
  keypoints?: Point[];
  faces?: PhotoDetection["faces"];
  hands?: PhotoDetection["hands"];
  objects?: PhotoDetection["objects"];
}): PhotoDetection {
  const keypoints = (options.keypoints ?? []).map(([part, x, y]) => ({ part, x, y, score: 0.8 }));
  const xs = keypoints.map((k) => k.x);
  const ys = keypoints.map((k) => k.y);
  return {
    faces: options.faces ?? [],
    bodies:
      keypoints.length > 0
        ? [{ box: [Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)], score: 0.9, keypoints }]
        : [],
    hands: options.hands ?? [],
    objects: options.objects ?? [],
  };
}

/** A standing person in a 400x600 image: shoulders at y 150, hips at 330, knees 460, ankles 580. */
export const STANDING: Point[] = [
  ["nose", 200, 80],
  ["leftShoulder", 260, 150],
  ["rightShoulder", 140, 150],
  ["leftWrist", 250, 200],
  ["rightWrist", 120, 320],
  ["leftHip", 240, 330],
  ["rightHip", 160, 330],
  ["leftKnee", 235, 460],
  ["rightKnee", 165, 460],
  ["leftAnkle", 235, 580],
  ["rightAnkle", 165, 580],
];
