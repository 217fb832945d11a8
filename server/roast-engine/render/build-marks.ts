import { cameraAt, toFrame } from "../direct/camera-at";
import type { DirectedShot, Mark } from "../direct/shot-types";
import type { Box } from "../types";
import { type AssStyle, dialogue, toAssColor } from "./ass-format";
import type { Layout } from "./compose-layout";

/** The brand colour the highlight is drawn in. */
export const MARK_COLOR = "#FF5A36";

/** Where a shot's mark lands in the frame: its box mapped through the (settled) camera. */
export function markInFrame(shots: DirectedShot[], mark: Mark, layout: Layout): Box {
  const v = layout.viewport;
  return toFrame(cameraAt(shots, mark.fromMs), mark.box, v);
}

const clipTo = (b: Box, v: Layout["viewport"]) => {
  const x1 = Math.max(v.x, Math.round(b.x));
  const y1 = Math.max(v.y, Math.round(b.y));
  return { x1, y1, x2: Math.max(x1, Math.min(v.x + v.width, Math.round(b.x + b.w))), y2: Math.max(y1, Math.min(v.y + v.height, Math.round(b.y + b.h))) };
};

/**
 * The highlight layer: under quoted text an underline in the brand colour that sweeps left to
 * right while the words are spoken (an animated clip: the bitmap is drawn once); around a face
 * or object a box outline. Drawn only while the camera holds still, so it sits on its region;
 * clipped to the camera's window.
 */
export function buildMarkLayer(shots: DirectedShot[], layout: Layout): { style: AssStyle; events: string[] } {
  const unit = Math.min(layout.width, layout.height) / 1080;
  const style: AssStyle = { name: "Mark", fontSize: 20, color: MARK_COLOR, outlineColor: MARK_COLOR, outline: 0, shadow: 0 };
  const events: string[] = [];
  for (const shot of shots) {
    const mark = shot.mark;
    if (!mark || mark.toMs <= mark.fromMs) continue;
    const b = markInFrame(shots, mark, layout);
    const sweep = Math.max(0, Math.round(mark.drawnMs - mark.fromMs));
    let shape: string;
    let reach: Box;
    if (mark.style === "text") {
      const thick = Math.max(Math.round(6 * unit), Math.round(b.h * 0.14));
      const y = Math.round(b.y + b.h + thick * 0.6);
      const w = Math.round(b.w);
      shape = `{\\an7\\pos(${Math.round(b.x)},${y})\\bord0\\shad0\\c${toAssColor(MARK_COLOR)}\\p1}m 0 0 l ${w} 0 ${w} ${thick} 0 ${thick}{\\p0}`;
      reach = { x: b.x, y, w: b.w, h: thick };
    } else {
      const line = Math.max(4, Math.round(7 * unit));
      const pad = Math.round(line * 1.5);
      const w = Math.round(b.w + 2 * pad);
      const h = Math.round(b.h + 2 * pad);
      shape = `{\\an7\\pos(${Math.round(b.x - pad)},${Math.round(b.y - pad)})\\1a&HFF&\\bord${line}\\shad0\\3c${toAssColor(MARK_COLOR)}\\p1}m 0 0 l ${w} 0 ${w} ${h} 0 ${h}{\\p0}`;
      reach = { x: b.x - pad - line, y: b.y - pad - line, w: w + 2 * line, h: h + 2 * line };
    }
    const full = clipTo(reach, layout.viewport);
    const start = sweep > 0 ? `\\clip(${full.x1},${full.y1 - 2},${full.x1},${full.y2 + 2})\\t(0,${sweep},\\clip(${full.x1},${full.y1 - 2},${full.x2},${full.y2 + 2}))` : `\\clip(${full.x1},${full.y1 - 2},${full.x2},${full.y2 + 2})`;
    events.push(dialogue({ layer: 0, startMs: mark.fromMs, endMs: mark.toMs, style: "Mark", text: `{${start}}${shape}` }));
  }
  return { style, events };
}
