import type { Box } from "../../../types";
import type { DetectedBody } from "./read-photo-detection";

export type BoxTuple = [number, number, number, number];

/** A detected point of the body when the model is confident enough of it. */
export function findKeypoint(body: DetectedBody | undefined, part: string, minScore = 0.3): { x: number; y: number } | undefined {
  const point = body?.keypoints.find((k) => k.part === part);
  return point && point.score >= minScore ? point : undefined;
}

/** The box grown by `ratio` of its size on every side. */
export function growBox([x, y, w, h]: BoxTuple, ratio: number): BoxTuple {
  return [x - w * ratio, y - h * ratio, w * (1 + 2 * ratio), h * (1 + 2 * ratio)];
}

export function containsPoint([x, y, w, h]: BoxTuple, point: { x: number; y: number }): boolean {
  return point.x >= x && point.x <= x + w && point.y >= y && point.y <= y + h;
}

export function overlapsBox(a: BoxTuple, b: BoxTuple): boolean {
  return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
}

/** From the model's image back to the normalised image: the model saw `region` scaled by 1/`scale`. */
export function mapBox([x, y, w, h]: BoxTuple, region: Box, scale: number): Box {
  const left = Math.max(0, Math.round(region.x + x * scale));
  const top = Math.max(0, Math.round(region.y + y * scale));
  const right = Math.min(region.x + region.w, Math.round(region.x + (x + w) * scale));
  const bottom = Math.min(region.y + region.h, Math.round(region.y + (y + h) * scale));
  return { x: left, y: top, w: Math.max(0, right - left), h: Math.max(0, bottom - top) };
}
