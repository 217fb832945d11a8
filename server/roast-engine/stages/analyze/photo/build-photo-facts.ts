import type { Box, PhotoFacts } from "../../../types";
import { findOutfit } from "./find-outfit";
import { findPhotoScene } from "./find-photo-scene";
import { findPoseCues } from "./find-pose-cues";
import { gatePhotoDetection } from "./gate-photo-detection";
import { nameExpression } from "./name-expression";
import { namePhotoObject } from "./name-photo-object";
import { type BoxTuple, mapBox } from "./photo-geometry";
import type { PhotoPixels } from "./photo-model";
import type { PhotoDetection } from "./read-photo-detection";

const MIN_PERSON_SCORE = 0.4;
/** A person this short is a passer-by (tourists under the Taj Mahal), not someone in the photo. */
const MIN_PERSON_HEIGHT = 0.15;
/** An expression is read only off a face the detector is sure of (true smiles on the set: 0.86–0.94). */
const MIN_EXPRESSION_FACE_SCORE = 0.75;

/**
 * PhotoFacts from one detection. `pixels` is the image the model saw: `region` of the normalised
 * image, scaled down by `scale`; boxes come back in the normalised image's pixels. Built field by
 * field from the narrowed detection, so nothing else the model said can ride along; only what the
 * models agree on (gate-photo-detection.ts) and what they are sure of is a fact.
 */
export function buildPhotoFacts(options: { detection: PhotoDetection; pixels: PhotoPixels; region: Box; scale: number }): PhotoFacts {
  const { pixels, region, scale } = options;
  const detection = gatePhotoDetection(options.detection);
  const toBox = (box: number[]) => mapBox(box as BoxTuple, region, scale);
  const faces = detection.faces.map((face) => {
    const expression = face.score >= MIN_EXPRESSION_FACE_SCORE ? nameExpression(face.emotion) : undefined;
    return { box: toBox(face.box), ...(expression ? { expression } : {}), score: face.score };
  });
  const persons = detection.objects.filter((o) => o.label === "person" && o.score >= MIN_PERSON_SCORE && o.box[3] >= MIN_PERSON_HEIGHT * pixels.height).length;
  const objects = detection.objects
    .filter((o) => o.label !== "person")
    .flatMap((o) => {
      const label = namePhotoObject(o.label, o.score);
      return label ? [{ label, box: toBox(o.box), score: o.score }] : [];
    })
    .sort((a, b) => b.score - a.score);
  const people = Math.max(faces.length, persons, detection.bodies.length);
  // A face filling the frame is smooth and warm like an evening sky: where faces cover a tenth of
  // the "sky", it is not claimed (a head against a real sky covers far less).
  const scene = findPhotoScene(pixels);
  const skyEnd = scene.skyShare * pixels.height;
  const faceInSky = detection.faces.reduce((sum, f) => sum + f.box[2] * Math.max(0, Math.min(f.box[3], skyEnd - f.box[1])), 0);
  const hasSky = scene.skyShare > 0 && faceInSky < 0.1 * skyEnd * pixels.width;
  return {
    people,
    faces,
    pose: findPoseCues(detection, pixels.width, pixels.height),
    objects,
    outfit: people > 0 ? findOutfit(detection, pixels) : [],
    ...(hasSky ? { scene } : {}),
  };
}
