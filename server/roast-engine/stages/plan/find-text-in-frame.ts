import type { Box } from "../../types";
import { cameraAt, toFrame } from "./camera-at";
import type { Layout } from "./compose-layout";
import { unionBox } from "./geometry";
import type { DirectedShot } from "./shot-types";

/** How finely a moving camera is followed: under two frames' worth of a 450 ms eased move. */
const STEP_MS = 50;

/** The part of `box` inside the camera's window, or undefined when none of it is. */
export function clipToViewport(box: Box, v: Layout["viewport"]): Box | undefined {
  const x = Math.max(v.x, box.x);
  const y = Math.max(v.y, box.y);
  const w = Math.min(v.x + v.width, box.x + box.w) - x;
  const h = Math.min(v.y + v.height, box.y + box.h) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : undefined;
}

/**
 * Where the upload's own text lines (OCR boxes, source pixels) sit in the frame between two
 * moments: each line followed through the camera (the area it sweeps while the camera moves),
 * clipped to the camera's window; lines off screen the whole time are left out.
 */
export function findTextInFrame(shots: DirectedShot[], layout: Pick<Layout, "viewport">, lines: readonly Box[], fromMs: number, toMs: number): Box[] {
  const views: Box[] = [];
  for (let t = fromMs; ; t = Math.min(toMs, t + STEP_MS)) {
    views.push(cameraAt(shots, t));
    if (t >= toMs) break;
  }
  const seen: Box[] = [];
  for (const line of lines) {
    let swept: Box | undefined;
    for (const view of views) {
      const box = clipToViewport(toFrame(view, line, layout.viewport), layout.viewport);
      if (box) swept = swept ? unionBox(swept, box) : box;
    }
    if (swept) seen.push(swept);
  }
  return seen;
}
