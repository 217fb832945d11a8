import type { Analysis } from "../../../types";
import type { Detail } from "./detail";

/**
 * What a photo is of, when that is certain: with nobody in it, the thing or animal the detector
 * is surest of (find-photo-details.ts keeps only what passed the gates), else a sunset read from
 * the pixels; with two people or more, the two of them or the group (a couple in a bar was
 * roasted for the wine glass, then for a charcoal top: npm run eval:photos). A roast of a
 * motorbike, a dog or a sunset that talks only about the missing face or the colours has not
 * looked at the picture. Undefined for screenshots, for photos of one person (the person is the
 * subject, and every angle on them already is) and for photos with words.
 */
export function findPhotoSubject(details: Detail[], analysis: Analysis): Detail | undefined {
  if (analysis.kind !== "photo" || analysis.visual.isScreenshot || analysis.photo.people === 1) return undefined;
  // Words written on the photo are the person's own, and better material than anything seen.
  if (details.some((d) => d.target === "quote")) return undefined;
  if (analysis.photo.people >= 2) return details.find((d) => d.kind === "scene" && (d.text === "two people" || d.text === "group photo"));
  const things = details.filter((d) => d.kind === "object").sort((a, b) => b.weight - a.weight);
  return things[0] ?? details.find((d) => d.kind === "scene" && d.text === "sunset");
}
