import type { Analysis, Box } from "../../types";
import type { Detail } from "./detail";

/** COCO labels said the way a person would say them. */
const SPOKEN_LABEL: Record<string, string> = {
  "cell phone": "phone", "dining table": "table", "potted plant": "plant", "wine glass": "wine glass",
  "hot dog": "hot dog", "sports ball": "ball", "teddy bear": "teddy bear", tv: "TV", laptop: "laptop",
};
const EXPRESSION_CTX: Record<string, string> = {
  smiling: "that smile", surprised: "that surprised face", angry: "that glare", sad: "that pout",
  disgusted: "that face", fearful: "that startled look", neutral: "that straight face",
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/**
 * What the photo visibly shows: objects, pose, outfit, expressions, a crowd, and how it looks
 * (dark, blurry, one loud colour). Never anything about who the person is.
 */
export function findPhotoDetails(analysis: Analysis, whole: Box): Detail[] {
  const { photo, visual } = analysis;
  const found: Detail[] = [];
  const seen = new Set<string>();
  for (const object of [...photo.objects].sort((a, b) => b.score - a.score)) {
    const label = SPOKEN_LABEL[object.label] ?? object.label;
    if (object.score < 0.35 || object.label === "person" || seen.has(label)) continue;
    seen.add(label);
    found.push(photoDetail("object", label, article(label), object.box, "object", 1.1 * Math.min(1, object.score + 0.3), object.label));
  }
  const faceBox = photo.faces[0]?.box ?? whole;
  if (photo.pose.mirrorSelfie) found.push(photoDetail("pose", "mirror selfie", "a mirror selfie", whole, "photo", 1.2));
  else if (photo.pose.selfie) found.push(photoDetail("pose", "selfie", "a selfie", faceBox, "photo", 1));
  if (photo.pose.phoneInHand && !photo.pose.mirrorSelfie) found.push(photoDetail("pose", "phone in hand", "the phone in hand", whole, "photo", 0.7));
  for (const item of photo.outfit) found.push(photoDetail("outfit", item, `the ${item}`, whole, "outfit", 1.15));
  for (const face of photo.faces.slice(0, 1)) {
    if (face.expression) found.push(photoDetail("face", face.expression, EXPRESSION_CTX[face.expression] ?? "that face", face.box, "face", face.expression === "neutral" ? 0.6 : 0.9));
  }
  if (photo.people >= 3) found.push(photoDetail("scene", "group photo", "a group photo", whole, "photo", 0.8));
  if (photo.people === 2) found.push(photoDetail("scene", "two people", "the two of you", whole, "photo", 0.75));
  if (!visual.isScreenshot) {
    if (visual.blurriness > 0.1) found.push(photoDetail("scene", "blurry", "the blur", whole, "photo", 0.7));
    if (visual.brightness < 0.3) found.push(photoDetail("scene", "dark", "that lighting", whole, "photo", 0.6));
    if (visual.brightness > 0.85) found.push(photoDetail("scene", "bright", "that glare", whole, "photo", 0.5));
  }
  // Dark mode is the app's look, not a choice worth a roast when the person wrote anything at all.
  if (visual.isScreenshot && visual.brightness < 0.3) found.push(photoDetail("scene", "dark mode", "dark mode", whole, "photo", 0.05));
  const plain = ["white", "black", "light grey", "grey", "charcoal"];
  const colour = visual.colorNames.includes("beige") ? "beige" : visual.colorNames.find((c, i) => i === 0 && !plain.includes(c));
  if (colour) found.push(photoDetail("scene", `${colour} colour`, `all that ${colour}`, whole, "photo", visual.isScreenshot ? 0.35 : 0.6, colour));
  return found;
}

function photoDetail(kind: Detail["kind"], text: string, ctx: string, box: Box, target: Detail["target"], weight: number, label?: string): Detail {
  return { kind, text, say: label && kind === "scene" ? label : text, ctx, box, target, weight, quoted: [], label: label ?? text };
}
