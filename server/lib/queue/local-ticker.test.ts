import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLocalTicker } from "./local-ticker";

const logger = pino({ level: "silent" });

describe("local ticker", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs a task every interval, never two runs at once, and goes on after a failure", async () => {
    const ticker = createLocalTicker(logger);
    let runs = 0;
    let release: () => void = () => {};
    ticker.every("slow", 5, () => {
      runs++;
      if (runs === 1) return Promise.reject(new Error("first run failed"));
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
    // The second run has not finished: the next two ticks pass it by.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
    release();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
    ticker.stopAll();
  });

  it("runs nothing after stopAll, and refuses a second task of the same name", async () => {
    const ticker = createLocalTicker(logger);
    const task = vi.fn(async () => {});
    ticker.every("watch", 1, task);
    expect(() => ticker.every("watch", 1, task)).toThrow(/already runs/);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    ticker.stopAll();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
