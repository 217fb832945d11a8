/**
 * How many times longer `attack` takes than `normal`, each run `iterations` times in a row. The
 * best of `rounds` alternating runs counts, so one busy moment on a shared machine cannot decide
 * it. A parser that backtracks on a hostile value shows a ratio in the hundreds; a linear one
 * stays near 1 whatever the machine's speed, which no wall-clock bound can promise. Eleven rounds:
 * a run of a few milliseconds can lose every one of five to the full suite's renders on two cores
 * (a linear parser once read 6).
 */
export async function measureCostRatio(options: { attack: () => unknown; normal: () => unknown; iterations: number; rounds?: number }): Promise<number> {
  const best = { attack: Number.POSITIVE_INFINITY, normal: Number.POSITIVE_INFINITY };
  for (let round = 0; round < (options.rounds ?? 11); round++) {
    for (const kind of ["normal", "attack"] as const) {
      const started = performance.now();
      for (let i = 0; i < options.iterations; i++) await options[kind]();
      best[kind] = Math.min(best[kind], performance.now() - started);
    }
  }
  return best.attack / best.normal;
}
