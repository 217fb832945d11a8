import { describe, expect, it } from "vitest";
import { ROAST_STAGES } from "../../../../common/roast";
import { estimateEta, median } from "./estimate-eta";

const estimateEtaMs = (input: Parameters<typeof estimateEta>[0]) => estimateEta(input)?.etaMs ?? null;

const now = new Date("2024-05-01T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const history = [
  { analyzing: 4000, generating_script: 1000, creating_video: 10000, finalizing: 2000 },
  { analyzing: 6000, generating_script: 3000, creating_video: 14000, finalizing: 2000 },
  { analyzing: 5000, generating_script: 2000, creating_video: 12000, finalizing: 4000 },
];
const base = { now, stages: ROAST_STAGES, history, stageStartedAt: null, stage: null };

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, -1])).toBeNull();
  });
});

describe("estimateEtaMs", () => {
  it("sums every stage's median for a pending roast", () => {
    expect(estimateEtaMs({ ...base, status: "pending" })).toBe(5000 + 2000 + 12000 + 2000);
  });

  it("counts what is left of the current stage plus the later stages", () => {
    const eta = estimateEtaMs({ ...base, status: "processing", stage: "creating_video", stageStartedAt: ago(3000) });
    expect(eta).toBe(12000 - 3000 + 2000);
  });

  it("says how far the current stage has run over, and counts only the later stages then", () => {
    expect(estimateEta({ ...base, status: "processing", stage: "finalizing", stageStartedAt: ago(60_000) })).toEqual({ etaMs: 0, stageEtaMs: 2000 - 60_000 });
    expect(estimateEta({ ...base, status: "processing", stage: "creating_video", stageStartedAt: ago(15_000) })).toEqual({ etaMs: 2000, stageEtaMs: -3000 });
  });

  it("gives the current stage's share of the time left", () => {
    expect(estimateEta({ ...base, status: "processing", stage: "creating_video", stageStartedAt: ago(3000) })).toEqual({ etaMs: 11000, stageEtaMs: 9000 });
    // A pending roast's wait for a worker is taken as none unless given, then counted from when it was queued.
    expect(estimateEta({ ...base, status: "pending" })).toEqual({ etaMs: 21000, stageEtaMs: 0 });
    expect(estimateEta({ ...base, status: "pending", queueWaitMs: 2000, stageStartedAt: ago(500) })).toEqual({ etaMs: 22500, stageEtaMs: 1500 });
    expect(estimateEta({ ...base, status: "pending", queueWaitMs: 2000, stageStartedAt: ago(5000) })).toEqual({ etaMs: 21000, stageEtaMs: -3000 });
  });

  it("keeps the milliseconds, so each read of a running roast tells the page when it was made", () => {
    expect(estimateEtaMs({ ...base, status: "processing", stage: "creating_video", stageStartedAt: ago(3456) })).toBe(12000 - 3456 + 2000);
  });

  it("falls back to priors for stages nobody has timed yet", () => {
    const priors = { analyzing: 7000, generating_script: 1000, creating_video: 8000, finalizing: 1000 };
    expect(estimateEtaMs({ ...base, history: [], priors, status: "pending" })).toBe(17000);
    const partial = [{ analyzing: 3000 }];
    expect(estimateEtaMs({ ...base, history: partial, priors, status: "pending" })).toBe(13000);
  });

  it("uses the compilation stages for a compilation", () => {
    const timings = [{ merging_videos: 1000, creating_video: 3000 }];
    const eta = estimateEtaMs({
      ...base,
      stages: ["merging_videos", "creating_video"],
      history: timings,
      status: "processing",
      stage: "merging_videos",
      stageStartedAt: ago(0),
    });
    expect(eta).toBe(4000);
  });

  it("has nothing to estimate once the roast is done", () => {
    expect(estimateEtaMs({ ...base, status: "completed" })).toBeNull();
    expect(estimateEtaMs({ ...base, status: "failed" })).toBeNull();
  });
});
