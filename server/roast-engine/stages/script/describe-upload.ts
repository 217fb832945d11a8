import type { Analysis } from "../../types";
import { findPhotoDetails } from "./details/find-photo-details";
import { findWordsGenre } from "./details/find-words-genre";

/**
 * What the model is told about an upload: its kind and platform, every screen line with its role
 * and whose words it is, the owner's whole quotes, the counts, and what the photo shows. Built
 * field by field from the analysis, so nothing about who a person is (there is nothing of the
 * kind in PhotoFacts) can reach the request.
 */
export function describeUpload(analysis: Analysis, options: { photoFacts?: boolean } = {}) {
  const { visual } = analysis;
  // Before the photo model answers, its facts are unknown, not absent: "people: 0" would be a false hint.
  const picture = { colours: visual.colorNames, brightness: visual.brightness, blurriness: visual.blurriness, isScreenshot: visual.isScreenshot };
  const genre = findWordsGenre(analysis);
  return {
    kind: analysis.kind,
    platform: analysis.platform,
    // On a page that is not theirs the person's words are a review, a listing or an activity's post: the roast says so, never "bio".
    ...(genre ? { ownWordsAre: `a ${genre}, not a bio or a caption` } : {}),
    lines: analysis.lines.slice(0, 60).map((l) => ({ text: l.text, role: l.role, owner: l.owner, ...(l.author ? { author: l.author } : {}) })),
    quotes: analysis.quotes.length ? analysis.quotes.map((q) => ({ text: q.text, role: q.role })) : legacyQuotes(analysis),
    handles: analysis.handles,
    hashtags: analysis.hashtags,
    counts: analysis.counts,
    photo: options.photoFacts === false ? picture : { ...describePhotoFacts(analysis), ...picture, shot: describeShot(analysis) },
  };
}

/** What the photo model found: how many people, their expressions, the pose, the objects and the outfit. */
const describePhotoFacts = ({ photo }: Analysis) => ({
  people: photo.people,
  faces: photo.faces.map((f) => ({ expression: f.expression ?? "unknown" })),
  pose: { mirrorSelfie: photo.pose.mirrorSelfie, selfie: photo.pose.selfie, phoneInHand: photo.pose.phoneInHand },
  objects: photo.objects.map((o) => o.label),
  outfit: photo.outfit,
});

/** How it was taken, as the offline writers see it: "black and white", "close-up", "blurry" … */
const describeShot = (analysis: Analysis) =>
  findPhotoDetails(analysis, { x: 0, y: 0, w: analysis.visual.width, h: analysis.visual.height })
    .filter((d) => d.kind === "scene")
    .map((d) => d.text);

/** Before screen reading fills quotes, the profile facts stand in for the owner's words. */
const legacyQuotes = (analysis: Analysis) => [
  ...analysis.jobTitles.map((text) => ({ text, role: "headline" })),
  ...analysis.bioPhrases.map((text) => ({ text, role: "bio" })),
];
