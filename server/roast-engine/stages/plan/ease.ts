/**
 * Camera easing. One curve, written twice: as a function for planning (marks, tests) and as an
 * ffmpeg expression for the per-frame camera, so both agree to the frame.
 */

/** Smoothstep: starts and ends at rest (zero speed), no overshoot; `t` is clamped to 0..1. */
export function easeInOut(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
}

/** The same curve as an ffmpeg expression of `t` (an expression already clamped to 0..1). */
export function easeInOutExpr(t: string): string {
  return `(${t})*(${t})*(3-2*(${t}))`;
}

/** Linear interpolation. */
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
