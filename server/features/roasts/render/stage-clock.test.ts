import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStageClock } from "./stage-clock";

describe("createStageClock", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it("times each stage and writes the changes in order", async () => {
    const writes: Array<[string, Record<string, number>]> = [];
    const clock = createStageClock("analyzing", async (stage, timings) => {
      writes.push([stage, timings]);
    });
    vi.advanceTimersByTime(3000);
    clock.enter("generating_script");
    clock.enter("generating_script");
    vi.advanceTimersByTime(1000);
    clock.enter("creating_video");
    vi.advanceTimersByTime(5000);
    await clock.settle();
    expect(writes).toEqual([
      ["generating_script", { analyzing: 3000 }],
      ["creating_video", { analyzing: 3000, generating_script: 1000 }],
    ]);
    expect(clock.stage).toBe("creating_video");
    expect(clock.finish()).toEqual({ analyzing: 3000, generating_script: 1000, creating_video: 5000, total: 9000 });
  });

  it("passes a failed write on to whoever settles or awaits it, and leaves none unhandled", async () => {
    vi.useRealTimers();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const clock = createStageClock("analyzing", () => Promise.reject(new Error("db down")));
      clock.enter("generating_script");
      await expect(clock.enter("creating_video")).rejects.toThrow("db down");
      await expect(clock.settle()).rejects.toThrow("db down");
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
