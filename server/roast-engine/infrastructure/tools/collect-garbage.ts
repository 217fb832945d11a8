/**
 * Frees what a finished run left behind, when the process was started with `--expose-gc` (every
 * worker is: README, "Production"). A roast allocates tens of MB of short-lived buffers (decoded
 * stills, the OCR's copies, the stage's raw frames) that outlive a young-generation collection
 * while ffmpeg runs; V8 then keeps them until its external-memory heuristic fires, often in the
 * middle of the next roast's renders, which is where the worker's peak is (docs/benchmarks.md,
 * 2026-11-30). A full collection between runs takes a few tens of ms, after the videos are out.
 */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
}
