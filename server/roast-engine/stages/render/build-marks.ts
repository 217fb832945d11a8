import { cameraAt, toFrame } from "../plan/camera-at";
import type { PlannedMark } from "../plan/render-plan";
import type { DirectedShot } from "../plan/shot-types";
import type { Box } from "../../types";
import { type AssStyle, dialogue, toAssColor } from "./ass-format";
import type { Layout } from "../plan/compose-layout";
import { FPS } from "../plan/plan-timeline";

/** The brand colour the highlight is drawn in. */
export const MARK_COLOR = "#FF5A36";

const FRAME_MS = 1000 / FPS;

/**
 * The mark's shape where it sits in the frame (`b`), and the frame area it may cover (its clip
 * before the sweep). A box around a thing is kept inside the camera's window `v`, its four sides in
 * view: a thing wider than the window (planes across a photo cropped to a portrait frame) was
 * boxed by two lines running off the frame's sides.
 */
function drawMark(style: PlannedMark["style"], at: Box, unit: number, v: Layout["viewport"]): { shape: string; reach: Box } {
  let b = at;
  if (style === "text") {
    // Never thicker than a fifth of the line: on a small line (a card's, a zoomed-out screenshot's)
    // a thicker one reached down over the next line of the text.
    const thick = Math.max(2, Math.min(Math.round(b.h * 0.2), Math.max(Math.round(6 * unit), Math.round(b.h * 0.14))));
    const y = Math.round(b.y + b.h + thick * 0.6);
    const w = Math.round(b.w);
    return {
      shape: `{\\an7\\pos(${Math.round(b.x)},${y})\\bord0\\shad0\\c${toAssColor(MARK_COLOR)}\\p1}m 0 0 l ${w} 0 ${w} ${thick} 0 ${thick}{\\p0}`,
      reach: { x: b.x, y, w: b.w, h: thick },
    };
  }
  const line = Math.max(4, Math.round(7 * unit));
  const pad = Math.round(line * 1.5);
  const m = pad + line;
  const [x1, y1] = [Math.max(b.x, v.x + m), Math.max(b.y, v.y + m)];
  const [x2, y2] = [Math.min(b.x + b.w, v.x + v.width - m), Math.min(b.y + b.h, v.y + v.height - m)];
  if (x2 > x1 && y2 > y1) b = { x: x1, y: y1, w: x2 - x1, h: y2 - y1 };
  const w = Math.round(b.w + 2 * pad);
  const h = Math.round(b.h + 2 * pad);
  return {
    shape: `{\\an7\\pos(${Math.round(b.x - pad)},${Math.round(b.y - pad)})\\1a&HFF&\\bord${line}\\shad0\\3c${toAssColor(MARK_COLOR)}\\p1}m 0 0 l ${w} 0 ${w} ${h} 0 ${h}{\\p0}`,
    reach: { x: b.x - pad - line, y: b.y - pad - line, w: w + 2 * line, h: h + 2 * line },
  };
}

const clipTo = (b: Box, v: Layout["viewport"]) => {
  const x1 = Math.max(v.x, Math.round(b.x));
  const y1 = Math.max(v.y, Math.round(b.y));
  return { x1, y1, x2: Math.max(x1, Math.min(v.x + v.width, Math.round(b.x + b.w))), y2: Math.max(y1, Math.min(v.y + v.height, Math.round(b.y + b.h))) };
};
const clipTag = (x1: number, y1: number, x2: number, y2: number) => `\\clip(${x1},${y1 - 2},${x2},${y2 + 2})`;

/** When the sweep's head (moving left to right along the mark's reach from `fromMs` to `drawnMs`) passes `x`, a share of the reach. */
const sweepAt = (mark: PlannedMark, share: number) => mark.fromMs + Math.max(0, mark.drawnMs - mark.fromMs) * share;

/** Whether the camera moves at any moment in `fromMs`..`toMs`. */
const isMoving = (shots: DirectedShot[], fromMs: number, toMs: number) =>
  shots.some((s, i) => i > 0 && s.moveMs > 0 && s.startMs < toMs && s.startMs + s.moveMs > fromMs);

/**
 * The highlight layer, the plan's marks (stages/plan/plan-marks.ts) drawn in order: under quoted text
 * an underline in the brand colour that sweeps left to right while the words are spoken; around a
 * face or object a box outline; clipped to the camera's window. Where the camera holds still a
 * mark is one event (the sweep an animated clip: the bitmap is drawn once); should the camera move
 * under a mark, the mark is placed afresh each frame from the same camera path zoompan follows, so
 * it stays on its text.
 */
export function buildMarkLayer(marks: readonly PlannedMark[], shots: DirectedShot[], layout: Layout): { style: AssStyle; events: string[] } {
  const unit = Math.min(layout.width, layout.height) / 1080;
  const style: AssStyle = { name: "Mark", fontSize: 20, color: MARK_COLOR, outlineColor: MARK_COLOR, outline: 0, shadow: 0 };
  const v = layout.viewport;
  const events: string[] = [];
  const push = (startMs: number, endMs: number, text: string) => events.push(dialogue({ layer: 0, startMs, endMs, style: "Mark", text }));
  for (const mark of marks) {
    const fromMs = mark.startMs;
    const headAt = (reach: Box, ms: number) =>
      reach.x + reach.w * Math.min(1, mark.drawnMs > mark.fromMs ? Math.max(0, (ms - mark.fromMs) / (mark.drawnMs - mark.fromMs)) : 1);
    if (!isMoving(shots, fromMs, mark.toMs)) {
      const { shape, reach } = drawMark(mark.style, toFrame(cameraAt(shots, fromMs), mark.box, v), unit, v);
      const full = clipTo(reach, v);
      const head = Math.min(full.x2, Math.max(full.x1, Math.round(headAt(reach, fromMs))));
      // The clip's right edge follows the head, linearly, from where it enters the window to where it leaves.
      const t1 = Math.max(0, Math.round(sweepAt(mark, (full.x1 - reach.x) / reach.w) - fromMs));
      const t2 = Math.round(sweepAt(mark, (full.x2 - reach.x) / reach.w) - fromMs);
      const sweep =
        head < full.x2 && t2 > 0
          ? `${clipTag(full.x1, full.y1, head, full.y2)}\\t(${Math.min(t1, t2)},${t2},${clipTag(full.x1, full.y1, full.x2, full.y2)})`
          : clipTag(full.x1, full.y1, full.x2, full.y2);
      push(fromMs, mark.toMs, `{${sweep}}${shape}`);
      continue;
    }
    // Frame by frame, each event spanning half a frame either side of its frame's moment.
    let pending: { startMs: number; text: string } | undefined;
    for (let n = Math.ceil(fromMs / FRAME_MS - 1e-9); n * FRAME_MS < mark.toMs; n++) {
      const at = n * FRAME_MS;
      const { shape, reach } = drawMark(mark.style, toFrame(cameraAt(shots, at), mark.box, v), unit, v);
      const full = clipTo(reach, v);
      const head = Math.min(full.x2, Math.max(full.x1, Math.round(headAt(reach, at))));
      const text = head > full.x1 ? `{${clipTag(full.x1, full.y1, head, full.y2)}}${shape}` : "";
      const startMs = Math.max(fromMs, at - FRAME_MS / 2);
      if (pending && pending.text !== text) {
        if (pending.text) push(pending.startMs, startMs, pending.text);
        pending = undefined;
      }
      pending ??= { startMs, text };
    }
    if (pending?.text) push(pending.startMs, mark.toMs, pending.text);
  }
  return { style, events };
}
