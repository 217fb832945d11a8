import type { Box, PhotoFacts } from "../../types";
import { findOutfit } from "./find-outfit";
import { findPoseCues } from "./find-pose-cues";
import { nameExpression } from "./name-expression";
import { type BoxTuple, mapBox } from "./photo-geometry";
import type { PhotoPixels } from "./photo-model";
import type { PhotoDetection } from "./read-photo-detection";

const MIN_FACE_SCORE = 0.5;
const MIN_OBJECT_SCORE = 0.35;
const MIN_PERSON_SCORE = 0.4;

/**
 * PhotoFacts from one detection. `pixels` is the image the model saw: `region` of the normalised
 * image, scaled down by `scale`; boxes come back in the normalised image's pixels. Built field by
 * field from the narrowed detection, so nothing else the model said can ride along.
 */
export function buildPhotoFacts(options: { detection: PhotoDetection; pixels: PhotoPixels; region: Box; scale: number }): PhotoFacts {
  const { detection, pixels, region, scale } = options;
  const toBox = (box: number[]) => mapBox(box as BoxTuple, region, scale);
  const faces = detection.faces
    .filter((face) => face.score >= MIN_FACE_SCORE)
    .map((face) => {
      const expression = nameExpression(face.emotion);
      return { box: toBox(face.box), ...(expression ? { expression } : {}), score: face.score };
    });
  const confident = detection.objects.filter((o) => o.score >= MIN_OBJECT_SCORE);
  const persons = confident.filter((o) => o.label === "person" && o.score >= MIN_PERSON_SCORE).length;
  const bodies = detection.bodies.filter((b) => b.score >= 0.3).length;
  const objects = confident
    .filter((o) => o.label !== "person")
    .sort((a, b) => b.score - a.score)
    .map((o) => ({ label: o.label, box: toBox(o.box), score: o.score }));
  const people = Math.max(faces.length, persons, bodies);
  return {
    people,
    faces,
    pose: findPoseCues(detection, pixels.width, pixels.height),
    objects,
    outfit: people > 0 ? findOutfit(detection, pixels) : [],
  };
}
