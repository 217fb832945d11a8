import { afterEach, describe, expect, it } from "vitest";
import { type ModelThread, startModelThread } from "./model-thread";

const STAND_IN = new URL("./test-support/timed-model-thread.mjs", import.meta.url);

describe("the model thread's clock", () => {
  let thread: ModelThread | undefined;
  afterEach(() => thread?.close());

  it("starts the next input's clock when the thread has finished one that ran out of time, so a slow photo cannot fail the next upload's moderation", async () => {
    thread = startModelThread(() => undefined, STAND_IN);
    const slow = thread.run("photo", { ms: 1500, label: "photo" }, 500);
    const next = thread.run("moderation", { ms: 0, label: "moderation" }, 800);
    await expect(slow).rejects.toThrow("the photo model took over 500 ms");
    // Handed over at 500 ms, the moderation would have waited 1 s for the photo on a 0.8 s clock.
    await expect(next).resolves.toEqual({ label: "moderation" });
  });

  it("ends a thread that never answers an input, failing what waits behind it instead of leaving it queued", async () => {
    let stops = 0;
    thread = startModelThread(() => stops++, STAND_IN);
    const wedged = thread.run("photo", { ms: -1 }, 100);
    const behind = thread.run("moderation", { ms: 0 }, 100);
    await expect(wedged).rejects.toThrow("took over 100 ms");
    await expect(behind).rejects.toThrow("the model thread stopped");
    expect(stops).toBeGreaterThan(0);
  });
});
