import type { Box, PhotoFacts, ScriptTarget } from "../../../types";
import { matchWords } from "./match-text";

/**
 * Where the camera looks for something the model says the photo shows: the detector's box when
 * the claim names what the detector found ("the dog", "two cups"), the biggest face for a face,
 * else nothing (the whole photo is shown). The claim stands either way: the detectors see less
 * than the model does (a "Pekingese" is a "dog" to them, a "tongue out" nothing at all).
 */
export function findPhotoClaimBox(claim: { fragment: string; kind?: string }, photo: PhotoFacts): { kind: ScriptTarget["kind"]; box: Box } | undefined {
  const words = new Set(matchWords(claim.fragment).flatMap((w) => [w, w.replace(/(es|s)$/, "")]));
  const objects = photo.objects
    .filter((o) => matchWords(o.label).every((w) => words.has(w)))
    .sort((a, b) => b.score - a.score || b.box.w * b.box.h - a.box.w * a.box.h);
  if (objects.length) return { kind: "object", box: objects[0].box };
  if (claim.kind === "face" || words.has("face")) {
    const face = [...photo.faces].sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h)[0];
    if (face) return { kind: "face", box: face.box };
  }
  return undefined;
}
