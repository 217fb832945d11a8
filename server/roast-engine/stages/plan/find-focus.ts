import { cameraAt, toFrame } from "./camera-at";
import { clipToViewport } from "./find-text-in-frame";
import { unionBox } from "./geometry";
import type { DirectedShot, Mark } from "./shot-types";
import type { Box } from "../../types";
import type { Layout } from "./compose-layout";

/** How finely a moving camera is followed: under two frames' worth of a 450 ms eased move. */
const STEP_MS = 50;
/** The underline hangs below a quoted line by about this share of the line's height (see build-marks). */
const UNDERLINE_REACH = 0.35;

/**
 * Where the quoted detail sits in the frame (output pixels) between two moments: every marked
 * region from when its words start being said (even in the opening shot) until its mark ends,
 * underline included, followed through the moving camera and clipped to its window; the union
 * of all of it. Undefined when nothing quoted is on screen then. Captions and the watermark keep
 * off this box.
 */
export function findFocusInFrame(shots: DirectedShot[], layout: Pick<Layout, "viewport">, fromMs: number, toMs: number): Box | undefined {
  let focus: Box | undefined;
  for (const shot of shots) {
    const mark = shot.mark;
    if (!mark) continue;
    const from = Math.max(fromMs, mark.saidFromMs ?? mark.fromMs);
    const to = Math.min(toMs, mark.toMs);
    if (to <= from) continue;
    for (let t = from; ; t = Math.min(to, t + STEP_MS)) {
      const seen = toFrame(cameraAt(shots, t), mark.box, layout.viewport);
      const reach = mark.style === "text" ? seen.h * UNDERLINE_REACH : 0;
      const box = clipToViewport({ ...seen, h: seen.h + reach }, layout.viewport);
      if (box) focus = focus ? unionBox(focus, box) : box;
      if (t >= to) break;
    }
  }
  return focus;
}

/** Where a shot's mark lands in the frame: its box mapped through the (settled) camera. */
export function markInFrame(shots: DirectedShot[], mark: Mark, layout: Pick<Layout, "viewport">): Box {
  return toFrame(cameraAt(shots, mark.fromMs), mark.box, layout.viewport);
}
