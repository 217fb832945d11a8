/** Nearest-rank percentile (p in 0–100) of a list of timings; NaN for an empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Median and 90th percentile, rounded to whole milliseconds. */
export function summarizeTimings(values: number[]): { p50_ms: number; p90_ms: number } {
  return { p50_ms: Math.round(percentile(values, 50)), p90_ms: Math.round(percentile(values, 90)) };
}
