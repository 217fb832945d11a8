import { type BoxTuple, containsPoint, growBox, overlapsBox } from "./photo-geometry";
import type { PhotoDetection } from "./read-photo-detection";

/** The face detector's floor: on the real-photo set, faces it was sure of below this were not faces. */
const MIN_FACE_SCORE = 0.5;
/** A person box that vouches for a face or a body (no "person" at this score was wrong on the set). */
const MIN_PERSON_SCORE = 0.3;
const MIN_BODY_SCORE = 0.3;
/** Head points (nose, eyes, ears) a body must place inside a face for the two to agree. */
const HEAD_PARTS = ["nose", "leftEye", "rightEye", "leftEar", "rightEar"];
const MIN_HEAD_POINTS = 3;
const MIN_HEAD_POINT_SCORE = 0.5;

/**
 * A detection with only what two models agree on. The face detector alone finds faces in a dog's
 * muzzle, a fish tank or a car's grille (docs/decisions/0017-photo-facts-need-agreement.md), so a
 * face is kept only inside a person the object detector found, or where a body's head points lie.
 * A body (and so an outfit or a pose) is kept only over a person or a kept face: the pose model
 * always answers with one body, and puts it on a rabbit or an empty airport when there is none.
 */
export function gatePhotoDetection(detection: PhotoDetection): PhotoDetection {
  const persons = detection.objects.filter((o) => o.label === "person" && o.score >= MIN_PERSON_SCORE).map((o) => o.box as BoxTuple);
  const bodies = detection.bodies.filter((b) => b.score >= MIN_BODY_SCORE);
  const headPoints = (body: PhotoDetection["bodies"][number]) => body.keypoints.filter((k) => HEAD_PARTS.includes(k.part) && k.score >= MIN_HEAD_POINT_SCORE);
  const faces = detection.faces.filter((face) => {
    if (face.score < MIN_FACE_SCORE) return false;
    const box = face.box as BoxTuple;
    const centre = { x: box[0] + box[2] / 2, y: box[1] + box[3] / 2 };
    if (persons.some((person) => containsPoint(growBox(person, 0.05), centre))) return true;
    return bodies.some((body) => headPoints(body).filter((p) => containsPoint(growBox(box, 0.25), p)).length >= MIN_HEAD_POINTS);
  });
  const keptBodies = bodies.filter((body) => {
    const box = body.box as BoxTuple;
    return persons.some((person) => overlapsBox(box, person)) || faces.some((face) => overlapsBox(box, face.box as BoxTuple));
  });
  return { ...detection, faces, bodies: keptBodies };
}
