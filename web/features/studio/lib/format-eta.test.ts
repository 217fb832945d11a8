import { describe, expect, it } from "vitest";
import { formatEta, RUNNING_LATE } from "./format-eta";

const eta = (etaMs: number | null, stageEtaMs: number | null = etaMs) => ({ etaMs, stageEtaMs });

describe("formatEta", () => {
  it("counts seconds to the second and minutes to the nearest", () => {
    expect(formatEta(eta(12_000))).toBe("About 12 seconds left");
    expect(formatEta(eta(11_200))).toBe("About 12 seconds left");
    expect(formatEta(eta(20_000))).toBe("About 20 seconds left");
    expect(formatEta(eta(75_000))).toBe("About a minute left");
    expect(formatEta(eta(150_000))).toBe("About 3 minutes left");
  });

  it("counts down from when the estimate was made", () => {
    expect(formatEta(eta(12_000, 9000), 4000)).toBe("About 8 seconds left");
    expect(formatEta(eta(12_000, 9000), 8000)).toBe("About 4 seconds left");
    // The stage is over on time: what is left is the later stages'.
    expect(formatEta(eta(12_000, 9000), 9500)).toBe("Almost done");
  });

  it("says almost done only in the last three seconds, and nothing without an estimate", () => {
    expect(formatEta(eta(2_000))).toBe("Almost done");
    expect(formatEta(eta(5_000), 2500)).toBe("Almost done");
    expect(formatEta(eta(null))).toBeNull();
  });

  it("says the roast is late once its stage runs more than a second past the estimate, never 'almost done' for long", () => {
    expect(formatEta(eta(2000), 2900)).toBe("Almost done");
    expect(formatEta(eta(2000), 3100)).toBe(RUNNING_LATE);
    expect(formatEta(eta(2000), 15_000)).toBe(RUNNING_LATE);
    // The server saw the stage overrun already: late at once, whatever the later stages' time.
    expect(formatEta(eta(4000, -1500))).toBe(RUNNING_LATE);
    // A pending roast's wait for a worker is estimated at none: after a second it is late.
    expect(formatEta(eta(6000, 0), 500)).toBe("About 6 seconds left");
    expect(formatEta(eta(6000, 0), 1500)).toBe(RUNNING_LATE);
  });

  it("reads an answer without the stage's share as the stage's alone", () => {
    expect(formatEta({ etaMs: 8000, stageEtaMs: null }, 3000)).toBe("About 5 seconds left");
    expect(formatEta({ etaMs: 2000, stageEtaMs: null }, 3500)).toBe(RUNNING_LATE);
  });
});
