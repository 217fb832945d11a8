import type { RoastStatus } from "../../../common/roast";

/**
 * Stage lengths (ms) assumed until enough roasts have finished here to measure them; taken from
 * the render benchmark on a 2-core machine (docs/benchmarks.md), rounded up.
 */
export const STAGE_PRIORS_MS: Record<string, number> = {
  analyzing: 6000,
  generating_script: 1000,
  creating_video: 9000,
  finalizing: 2000,
  merging_videos: 2000,
};

/** Median of the finite, non-negative numbers; null when there are none. */
export function median(values: number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v) && v >= 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface EtaInput {
  status: RoastStatus;
  stage: string | null;
  stageStartedAt: Date | null;
  now: Date;
  /** The stages this roast goes through, in order. */
  stages: readonly string[];
  /** Stage timings (ms per stage) of recently completed roasts of the same kind. */
  history: Array<Record<string, number>>;
  priors?: Record<string, number>;
}

/** A stage that overran its median still has "a moment" left rather than zero. */
const MIN_REMAINING_MS = 1000;

/**
 * Time left for a roast: the rest of the current stage plus the later stages, each stage taken
 * as the median of recent roasts (a prior when none finished yet). Null once it is done.
 */
export function estimateEtaMs(input: EtaInput): number | null {
  if (input.status === "completed" || input.status === "failed") return null;
  const priors = input.priors ?? STAGE_PRIORS_MS;
  const typical = (stage: string) => median(input.history.map((h) => h[stage])) ?? priors[stage] ?? MIN_REMAINING_MS;
  const current = input.status === "processing" && input.stage ? input.stages.indexOf(input.stage) : -1;
  let total = 0;
  input.stages.forEach((stage, index) => {
    if (index < current) return;
    if (index > current) {
      total += typical(stage);
      return;
    }
    const elapsed = input.stageStartedAt ? input.now.getTime() - input.stageStartedAt.getTime() : 0;
    total += Math.max(typical(stage) - Math.max(elapsed, 0), MIN_REMAINING_MS);
  });
  return Math.round(total / 1000) * 1000;
}
