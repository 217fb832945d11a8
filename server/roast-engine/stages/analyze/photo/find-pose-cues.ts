import type { PhotoFacts } from "../../../types";
import { MIN_OBJECT_SCORE } from "./name-photo-object";
import { type BoxTuple, containsPoint, findKeypoint, growBox, overlapsBox } from "./photo-geometry";
import type { PhotoDetection } from "./read-photo-detection";

/**
 * Pose cues from where things are, in the model's image of `width` x `height`:
 * - a phone in hand: a detected phone at a wrist or a hand;
 * - a mirror selfie: that phone held above the hips of a body seen down to the hips at least
 *   (the camera is in the mirror, so the phone shows; in a selfie it is the camera and does not);
 * - an arm's-length selfie: no phone in sight, one large face in the upper part of the frame, not
 *   both wrists in it (the hand holding the camera is out of the picture) and no hip (a camera at
 *   arm's length sees head and shoulders; a portrait down to the waist at a dinner table was
 *   someone else's photo). With more than one face it is not told: the pose model reads one body,
 *   so whose arm holds the camera is unknown (three friends flexing were read as a selfie).
 */
export function findPoseCues(detection: PhotoDetection, width: number, height: number): PhotoFacts["pose"] {
  const body = detection.bodies[0];
  // A phone, like any object, only at a score that was right on the real-photo set (name-photo-object.ts).
  const phones = detection.objects.filter((o) => o.label === "cell phone" && o.score >= MIN_OBJECT_SCORE).map((o) => o.box as BoxTuple);
  const wrists = ["leftWrist", "rightWrist"].map((part) => findKeypoint(body, part)).filter((p) => p !== undefined);
  const held = phones.find(
    (phone) =>
      wrists.some((wrist) => containsPoint(growBox(phone, 0.5), wrist)) ||
      detection.hands.some((hand) => overlapsBox(growBox(phone, 0.25), hand.box as BoxTuple)),
  );
  const hips = ["leftHip", "rightHip"].map((part) => findKeypoint(body, part)).filter((p) => p !== undefined);
  const hipY = hips.length > 0 ? Math.min(...hips.map((h) => h.y)) : undefined;
  const mirrorSelfie = held !== undefined && hipY !== undefined && held[1] + held[3] / 2 < hipY;
  const largestFace = [...detection.faces].sort((a, b) => b.box[2] - a.box[2])[0];
  const selfie =
    !mirrorSelfie &&
    phones.length === 0 &&
    wrists.length < 2 &&
    hips.length === 0 &&
    largestFace !== undefined &&
    detection.faces.length === 1 &&
    largestFace.box[2] >= 0.2 * width &&
    largestFace.box[1] + largestFace.box[3] / 2 < 0.6 * height;
  return { mirrorSelfie, selfie, phoneInHand: held !== undefined };
}
