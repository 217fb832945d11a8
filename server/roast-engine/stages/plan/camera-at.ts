import type { Box } from "../../types";
import { easeInOut, lerp } from "./ease";
import type { DirectedShot } from "./shot-types";

/** What the camera shows (source pixels) at a moment: eased from the previous focus into the current shot's. */
export function cameraAt(shots: DirectedShot[], ms: number): Box {
  let i = 0;
  while (i + 1 < shots.length && shots[i + 1].startMs <= ms) i++;
  const shot = shots[i];
  if (i === 0 || shot.moveMs <= 0) return shot.focus;
  const t = easeInOut((ms - shot.startMs) / shot.moveMs);
  const from = cameraAt(shots, shot.startMs - 1e-6);
  return { x: lerp(from.x, shot.focus.x, t), y: lerp(from.y, shot.focus.y, t), w: lerp(from.w, shot.focus.w, t), h: lerp(from.h, shot.focus.h, t) };
}

/** Maps a source box to the output frame through the camera's view and the viewport's place in the frame. */
export function toFrame(view: Box, box: Box, viewport: { x: number; y: number; width: number; height: number }): Box {
  const s = viewport.width / view.w;
  return { x: viewport.x + (box.x - view.x) * s, y: viewport.y + (box.y - view.y) * s, w: box.w * s, h: box.h * s };
}
