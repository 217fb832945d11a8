import type { Box } from "../../types";
import { cameraAt } from "./camera-at";
import { easeInOutExpr } from "./ease";
import type { DirectedShot } from "./shot-types";

/** The still the camera looks at: the opening view (source pixels), pre-scaled `scale` times (not a job stage). */
export interface Still {
  view: Box;
  scale: number;
  width: number;
  height: number;
}

const num = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * zoompan's zoom, x and y as expressions of the output frame number `on`: each shot eases from
 * where the camera was when it began (the same `cameraAt` the marks are placed with) to its focus,
 * then holds. The still is pre-scaled once, so each frame is one crop and one resize.
 */
export function buildCameraExprs(shots: DirectedShot[], stage: Still, fps: number): { zoom: string; x: string; y: string } {
  const toStage = (b: Box) => ({ x: (b.x - stage.view.x) * stage.scale, y: (b.y - stage.view.y) * stage.scale, w: b.w * stage.scale });
  const build = (pick: (b: { x: number; y: number; w: number }) => number) => {
    let expr = num(pick(toStage(shots[0].focus)));
    for (let i = 1; i < shots.length; i++) {
      const shot = shots[i];
      const startFrame = (shot.startMs * fps) / 1000;
      const to = pick(toStage(shot.focus));
      const from = pick(toStage(cameraAt(shots, shot.startMs - 1e-6)));
      const moveFrames = Math.max(1e-3, (shot.moveMs * fps) / 1000);
      const t = `clip((on-${num(startFrame)})/${num(moveFrames)},0,1)`;
      const value = Math.abs(to - from) < 1e-3 ? num(to) : `${num(from)}+${num(to - from)}*${easeInOutExpr(t)}`;
      expr = `if(lt(on,${num(startFrame)}),${expr},${value})`;
    }
    return expr;
  };
  const width = build((b) => b.w);
  return { zoom: `${stage.width}/(${width})`, x: build((b) => b.x), y: build((b) => b.y) };
}

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/**
 * The stage for a layout: the opening view pre-scaled to 1.5 times the camera window's height
 * (camera steps under a pixel at the opening zoom, and above the 2048-px source's own detail), or
 * `atSource`, at the upload's own resolution (a portrait card's: zoompan crops at whole stage
 * pixels, where a view, in whole source pixels, then lands);
 * capped for memory: each stage frame ffmpeg holds is ~6 MB at 1620x2880, against ~12 MB at twice.
 */
export function planStage(view: { x: number; y: number; w: number; h: number }, viewport: { width: number; height: number }, atSource = false): Still {
  const height = even(Math.min(atSource ? view.h : 1.5 * viewport.height, 2880));
  const scale = height / view.h;
  return { view, scale, width: even(view.w * scale), height };
}
