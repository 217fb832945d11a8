import { nameColor } from "../name-color";
import { findDominantColors } from "../visual-stats";
import { type BoxTuple, findKeypoint, overlapsBox } from "./photo-geometry";
import type { PhotoPixels } from "./photo-model";
import type { PhotoDetection } from "./read-photo-detection";

/** Objects a person wears or carries, named with their colour ("red tie"). */
const WORN = ["tie", "handbag", "backpack", "umbrella", "suitcase"];

/**
 * The outfit's colours and worn items: the torso between shoulders and hips names the top, the
 * region from hips to knees or ankles the legwear (one singular word for trousers, a skirt or
 * shorts, so every line reads 'the purple legwear is…'); one colour for both is an outfit of its own.
 * Skin-coloured pixels are left out before naming a colour, and a region that is mostly skin gets
 * no name: an outfit line must never become a remark about someone's skin or body.
 */
export function findOutfit(detection: PhotoDetection, pixels: PhotoPixels): string[] {
  const body = detection.bodies[0];
  const point = (part: string) => findKeypoint(body, part);
  const shoulders = [point("leftShoulder"), point("rightShoulder")].filter((p) => p !== undefined);
  const hips = [point("leftHip"), point("rightHip")].filter((p) => p !== undefined);
  const lower = [point("leftKnee"), point("rightKnee"), point("leftAnkle"), point("rightAnkle")].filter((p) => p !== undefined);
  const outfit: string[] = [];
  let top: string | undefined;
  let bottoms: string | undefined;
  if (shoulders.length === 2 && hips.length > 0) {
    const [left, right] = [Math.min(...shoulders.map((p) => p.x)), Math.max(...shoulders.map((p) => p.x))];
    const [from, to] = [Math.max(...shoulders.map((p) => p.y)), Math.min(...hips.map((p) => p.y))];
    const inset = (right - left) * 0.15;
    top = nameRegionColor(pixels, [left + inset, from + (to - from) * 0.1, right - left - 2 * inset, (to - from) * 0.9]);
  }
  if (hips.length === 2 && lower.length > 0) {
    const [left, right] = [Math.min(...hips.map((p) => p.x)), Math.max(...hips.map((p) => p.x))];
    const [from, to] = [Math.max(...hips.map((p) => p.y)), Math.max(...lower.map((p) => p.y))];
    bottoms = nameRegionColor(pixels, [left, from + (to - from) * 0.1, right - left, (to - from) * 0.8]);
  }
  if (top && top === bottoms) outfit.push(`all-${top} outfit`);
  else {
    if (top) outfit.push(`${top} top`);
    if (bottoms) outfit.push(`${bottoms} legwear`);
  }
  const person = body?.box as BoxTuple | undefined;
  for (const item of detection.objects) {
    if (!WORN.includes(item.label) || item.score < 0.35) continue;
    if (person && !overlapsBox(person, item.box as BoxTuple)) continue;
    const colour = nameRegionColor(pixels, item.box as BoxTuple);
    outfit.push(colour ? `${colour} ${item.label}` : item.label);
  }
  return [...new Set(outfit)];
}

/** The dominant colour of a region's non-skin pixels, or none when too little of it is left. */
export function nameRegionColor(pixels: PhotoPixels, [x, y, w, h]: BoxTuple): string | undefined {
  const left = Math.max(0, Math.round(x));
  const top = Math.max(0, Math.round(y));
  const right = Math.min(pixels.width, Math.round(x + w));
  const bottom = Math.min(pixels.height, Math.round(y + h));
  if (right - left < 2 || bottom - top < 2) return undefined;
  const kept: number[] = [];
  let total = 0;
  for (let row = top; row < bottom; row++) {
    for (let col = left; col < right; col++) {
      const i = (row * pixels.width + col) * 3;
      const [r, g, b] = [pixels.data[i], pixels.data[i + 1], pixels.data[i + 2]];
      total++;
      if (!isSkinLike(r, g, b)) kept.push(r, g, b);
    }
  }
  if (kept.length / 3 < total * 0.4) return undefined;
  const [dominant] = findDominantColors({ data: Uint8Array.from(kept), width: kept.length / 3, height: 1 }, 1);
  return dominant ? nameColor(dominant) : undefined;
}

/**
 * Skin-like: the classic RGB rule (Peer et al.) and the usual YCbCr skin range (Chai and Ngan),
 * which keeps saturated reds and oranges out. Wide on purpose: it errs towards leaving colour out.
 */
export function isSkinLike(r: number, g: number, b: number): boolean {
  const rgbRule = r > 95 && g > 40 && b > 20 && Math.max(r, g, b) - Math.min(r, g, b) > 15 && Math.abs(r - g) > 15 && r > g && r > b;
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cr = 128 + 0.713 * (r - y);
  const cb = 128 + 0.564 * (b - y);
  return rgbRule && cr >= 133 && cr <= 173 && cb >= 77 && cb <= 127;
}
