import { describe, expect, it } from "vitest";
import { cameraAt, toFrame } from "./camera-at";
import { buildCameraExprs } from "./camera-expr";
import { easeInOut } from "./ease";
import { planShots } from "./plan-shots";

const words = Array.from({ length: 14 }, (_, i) => ({ text: `w${i}`, startMs: 150 + i * 360, endMs: 150 + i * 360 + 300, emphasis: i === 13 || undefined }));
const shots = planShots({
  image: { width: 946, height: 2048 },
  frame: { width: 1080, height: 1920 },
  viewport: { width: 1080, height: 1920 },
  targets: [{ kind: "quote", text: "Visionary", box: { x: 420, y: 560, w: 250, h: 44 }, wordStart: 3, wordEnd: 4, lineHeight: 44 }],
  words,
  voiceOffsetMs: 250,
  endMs: 5700,
  anchorY: 0.34,
});

/** Evaluates one of the camera's ffmpeg expressions the way ffmpeg would (if, lt, clip). */
function evaluate(expr: string, on: number): number {
  const js = expr.replace(/\bif\(/g, "iff(");
  const fn = new Function("on", "iff", "lt", "clip", `return ${js};`);
  return fn(
    on,
    (c: number, a: number, b: number) => (c ? a : b),
    (a: number, b: number) => (a < b ? 1 : 0),
    (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v)),
  );
}

describe("easeInOut", () => {
  it("starts and ends at rest, is monotonic and clamps", () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(easeInOut(-1)).toBe(0);
    expect(easeInOut(2)).toBe(1);
    expect(easeInOut(0.01) - easeInOut(0)).toBeLessThan(0.001);
    expect(easeInOut(1) - easeInOut(0.99)).toBeLessThan(0.001);
    for (let t = 0; t < 1; t += 0.05) expect(easeInOut(t + 0.05)).toBeGreaterThanOrEqual(easeInOut(t));
  });
});

describe("cameraAt", () => {
  it("holds each focus and moves smoothly between them: no jumps from frame to frame", () => {
    expect(cameraAt(shots, 0)).toEqual(shots[0].focus);
    expect(cameraAt(shots, shots[1].startMs + shots[1].moveMs + 10)).toEqual(shots[1].focus);
    // Eased: no frame moves more than 1.5x the move's average step (smoothstep's peak speed), and holds do not move at all.
    for (const [i, shot] of shots.entries()) {
      if (i === 0) continue;
      const from = cameraAt(shots, shot.startMs - 1e-6);
      const frames = (shot.moveMs * 30) / 1000;
      const average = Math.abs(shot.focus.h - from.h) / frames;
      let previous = from;
      for (let ms = shot.startMs; ms < shot.endMs; ms += 1000 / 30) {
        const view = cameraAt(shots, ms);
        expect(Math.abs(view.h - previous.h)).toBeLessThanOrEqual(1.5 * average + 1e-6);
        if (ms > shot.startMs + shot.moveMs) expect(view).toEqual(shot.focus);
        previous = view;
      }
    }
  });

  it("maps a source box into the frame through the view", () => {
    const view = { x: 100, y: 200, w: 540, h: 960 };
    expect(toFrame(view, { x: 100, y: 200, w: 54, h: 10 }, { x: 0, y: 0, width: 1080, height: 1920 })).toEqual({ x: 0, y: 0, w: 108, h: 20 });
    expect(toFrame(view, { x: 370, y: 680, w: 10, h: 10 }, { x: 40, y: 0, width: 540, height: 960 })).toEqual({ x: 310, y: 480, w: 10, h: 10 });
  });
});

describe("buildCameraExprs", () => {
  it("makes zoompan follow the same eased path as cameraAt, frame by frame", () => {
    const stage = { view: shots[0].focus, scale: 2, width: shots[0].focus.w * 2, height: shots[0].focus.h * 2 };
    const exprs = buildCameraExprs(shots, stage, 30);
    for (let on = 0; on < 171; on++) {
      const view = cameraAt(shots, (on * 1000) / 30);
      expect(evaluate(exprs.x, on)).toBeCloseTo((view.x - stage.view.x) * 2, 1);
      expect(evaluate(exprs.y, on)).toBeCloseTo((view.y - stage.view.y) * 2, 1);
      expect(evaluate(exprs.zoom, on)).toBeCloseTo(stage.width / (view.w * 2), 3);
    }
  });
});
