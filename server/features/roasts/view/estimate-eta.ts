import type { RoastStatus } from "../../../../common/roast";

/**
 * Stage lengths (ms) assumed until enough roasts have finished here to measure them: the engine
 * benchmark's p50 on a 2-core machine (docs/benchmarks.md, bench/results.json), rounded up with
 * room for the stage writes and a render slot's wait. Overestimating a first roast fivefold (as
 * 18 s did for one that takes 4) is as wrong as underestimating it.
 */
export const STAGE_PRIORS_MS: Record<string, number> = {
  analyzing: 1000,
  generating_script: 300,
  creating_video: 2500,
  finalizing: 300,
};

/** A compilation's stages: stream-copying clips together (compile3 p50 ~0.5 s), then its portrait. */
export const COMPILATION_PRIORS_MS: Record<string, number> = {
  merging_videos: 1000,
  creating_video: 1000,
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
  /** How long a pending roast may wait for a worker, counted from `stageStartedAt` (when it was queued). */
  queueWaitMs?: number;
}

export interface Eta {
  /** Time left: what is left of the current stage (none once it ran over) plus the later stages. */
  etaMs: number;
  /** What is left of the current stage as recent roasts took it; negative by as much as it has run over. */
  stageEtaMs: number;
}

/**
 * A pending roast's usual wait: a worker in this process starts at once, one in another process
 * sees the job within its poll (2 s, server/lib/queue/pg-boss-queue.ts).
 */
export const QUEUE_WAIT_MS = 2000;

/** A stage nobody has timed and no prior names. */
const UNKNOWN_STAGE_MS = 1000;

/**
 * Time left for a roast, each stage taken as the median of recent roasts (a prior when none
 * finished yet). A stage that runs over is not given "a moment" more: its overrun is reported
 * (stageEtaMs below zero), so the page says the roast is late instead of "almost done" for as long
 * as it lasts. A pending roast's wait for a worker is a stage of its own (`queueWaitMs`, none unless
 * given). Null once it is done.
 */
export function estimateEta(input: EtaInput): Eta | null {
  if (input.status === "completed" || input.status === "failed") return null;
  const priors = input.priors ?? STAGE_PRIORS_MS;
  const typical = (stage: string) => median(input.history.map((h) => h[stage])) ?? priors[stage] ?? UNKNOWN_STAGE_MS;
  const current = input.status === "processing" && input.stage ? input.stages.indexOf(input.stage) : -1;
  let later = 0;
  input.stages.forEach((stage, index) => {
    if (index > current) later += typical(stage);
  });
  const elapsed = input.stageStartedAt ? Math.max(input.now.getTime() - input.stageStartedAt.getTime(), 0) : 0;
  let stageEtaMs = 0;
  if (current >= 0) stageEtaMs = Math.round(typical(input.stages[current]) - elapsed);
  else if (input.status === "pending" && input.queueWaitMs) stageEtaMs = Math.round(input.queueWaitMs - elapsed);
  return { etaMs: Math.round(later) + Math.max(stageEtaMs, 0), stageEtaMs };
}
