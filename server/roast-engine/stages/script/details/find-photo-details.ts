import { convertHexToHsl } from "../../analyze/name-color";
import type { Analysis, Box } from "../../../types";
import type { Detail } from "./detail";

/** COCO labels said the way a person would say them. */
const SPOKEN_LABEL: Record<string, string> = {
  "cell phone": "phone",
  "dining table": "table",
  "potted plant": "plant",
  "wine glass": "wine glass",
  "hot dog": "hot dog",
  "sports ball": "ball",
  "teddy bear": "teddy bear",
  tv: "TV",
  laptop: "laptop",
};
const EXPRESSION_CTX: Record<string, string> = {
  smiling: "that smile",
  surprised: "that surprised face",
  angry: "that glare",
  sad: "that pout",
  disgusted: "that face",
  fearful: "that startled look",
  neutral: "that straight face",
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
    // With nobody in the picture the thing is the photo's subject: `value` lets a theme say so.
    found.push({
      ...photoDetail("object", label, article(label), object.box, "object", 1.1 * Math.min(1, object.score + 0.3), object.label),
      value: photo.people,
    });
  }
  const faceBox = photo.faces[0]?.box ?? whole;
  if (photo.pose.mirrorSelfie) found.push(photoDetail("pose", "mirror selfie", "a mirror selfie", whole, "photo", 1.2));
  else if (photo.pose.selfie) found.push(photoDetail("pose", "selfie", "a selfie", faceBox, "photo", 1));
  if (photo.pose.phoneInHand && !photo.pose.mirrorSelfie) found.push(photoDetail("pose", "phone in hand", "the phone in hand", whole, "photo", 0.7));
  for (const item of photo.outfit) found.push(photoDetail("outfit", item, `the ${item}`, whole, "outfit", 1.15));
  for (const face of photo.faces.slice(0, 1)) {
    if (face.expression)
      found.push(
        photoDetail("face", face.expression, EXPRESSION_CTX[face.expression] ?? "that face", face.box, "face", face.expression === "neutral" ? 0.6 : 0.9),
      );
  }
  if (photo.people >= 3) found.push(photoDetail("scene", "group photo", "a group photo", whole, "photo", 0.8));
  if (photo.people === 2) found.push(photoDetail("scene", "two people", "the two of you", whole, "photo", 0.75));
  if (!visual.isScreenshot) {
    if (visual.blurriness > BLURRY) found.push(photoDetail("scene", "blurry", "the blur", whole, "photo", 0.7));
    if (visual.brightness < 0.3) found.push(photoDetail("scene", "dark", "that lighting", whole, "photo", 0.6));
    if (visual.brightness > 0.85) found.push(photoDetail("scene", "bright", "that glare", whole, "photo", 0.5));
    found.push(...findFramingDetails(analysis, whole));
  }
  // Dark mode is the app's look, not a choice worth a roast when the person wrote anything at all.
  if (visual.isScreenshot && visual.brightness < 0.3) found.push(photoDetail("scene", "dark mode", "dark mode", whole, "photo", 0.05));
  const plain = ["white", "black", "light grey", "grey", "charcoal"];
  const colour = visual.colorNames.includes("beige") ? "beige" : visual.colorNames.find((c, i) => i === 0 && !plain.includes(c));
  if (colour) found.push(photoDetail("scene", `${colour} colour`, `all that ${colour}`, whole, "photo", visual.isScreenshot ? 0.35 : 0.6, colour));
  return found;
}

/**
 * Blur that a viewer sees as blur. The measure rises with smooth content too: on the real-photo
 * set (bench/photo-set/, none of them out of focus) a calm sea reads 0.53 and a sunset 0.42.
 */
const BLURRY = 0.6;
/** A photo this small has been saved and re-sent until the pixels show; this tiny, it is the first thing anyone sees. */
const LOW_RES_SIDE = 480;
const TINY_SIDE = 320;
/** A face over a quarter of the frame is a close-up; under 0.3 % of it, a speck. */
const CLOSE_UP_SHARE = 0.25;
/** Sky over this share of the height is the photo's biggest part (find-photo-scene.ts measures it). */
const BIG_SKY = 0.45;
const SPECK_SHARE = 0.003;

/**
 * How the photo was taken, for photos the model finds little in: black and white, low
 * resolution, a face filling the frame or lost in it, and nobody in it at all. Each is true of the
 * picture whatever it shows, so a landscape, a plate or a back turned to the camera still has an
 * angle besides its colours.
 */
function findFramingDetails(analysis: Analysis, whole: Box): Detail[] {
  const { photo, visual } = analysis;
  const found: Detail[] = [];
  if (isBlackAndWhite(visual)) found.push(photoDetail("scene", "black and white", "the black and white", whole, "photo", 0.85));
  const longSide = Math.max(visual.width, visual.height);
  if (longSide < LOW_RES_SIDE) found.push(photoDetail("scene", "low resolution", "those pixels", whole, "photo", longSide < TINY_SIDE ? 0.9 : 0.55));
  const area = whole.w * whole.h;
  const face = photo.faces[0];
  if (face && area > 0) {
    const share = (face.box.w * face.box.h) / area;
    if (share >= CLOSE_UP_SHARE) found.push(photoDetail("scene", "close-up", "that close-up", face.box, "face", 0.85));
    else if (share <= SPECK_SHARE && photo.faces.length === 1 && photo.people <= 1)
      found.push(photoDetail("scene", "far away", "you, in the distance", face.box, "face", 0.8));
  }
  // A face box on the top edge: the top of someone's head is out of the frame, whoever framed it.
  const cut = photo.faces.find((f) => f.box.y <= whole.y + 1 && f.box.h < whole.h * 0.9);
  if (cut) found.push(photoDetail("scene", "cropped head", "the top of a head cropped off", cut.box, "face", 0.8));
  // Nobody found, said as nobody in the picture and never as "no face": a dog or a rabbit has one.
  if (!face && photo.people === 0) found.push(photoDetail("scene", "nobody", "nobody in the picture", whole, "photo", 0.65));
  const sky = photo.scene?.skyShare ?? 0;
  const skyBox = { ...whole, h: Math.round(whole.h * sky) };
  if (photo.scene?.sunset) found.push(photoDetail("scene", "sunset", "that sunset", skyBox, "photo", 0.95));
  else if (sky >= BIG_SKY) found.push(photoDetail("scene", "big sky", "half the frame in sky", skyBox, "photo", 0.9));
  else if (sky > 0) found.push(photoDetail("scene", "sky", "that strip of sky", skyBox, "photo", 0.75));
  return found;
}

/** Almost every pixel grey, with light and dark both in it (a dim photo is "dark", not black and white). */
export function isBlackAndWhite(visual: Analysis["visual"]): boolean {
  if ((visual.greyShare ?? 0) < 0.97) return false;
  const light = visual.dominantColors.map((hex) => convertHexToHsl(hex)[2]);
  return light.length >= 2 && Math.max(...light) - Math.min(...light) >= 0.25;
}

function photoDetail(kind: Detail["kind"], text: string, ctx: string, box: Box, target: Detail["target"], weight: number, label?: string): Detail {
  return { kind, text, say: label && kind === "scene" ? label : text, ctx, box, target, weight, quoted: [], label: label ?? text };
}
