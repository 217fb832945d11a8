import { describe, expect, it } from "vitest";
import { createModelDeadline } from "./model-deadline";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("createModelDeadline", () => {
  it("aborts with a TimeoutError once the model's time is spent", async () => {
    const deadline = createModelDeadline(30);
    await wait(80);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toMatchObject({ name: "TimeoutError" });
  });

  it("does not count the time held for the engine's own work", async () => {
    const deadline = createModelDeadline(60);
    await wait(20);
    await deadline.hold(wait(150));
    expect(deadline.signal.aborted).toBe(false);
    await wait(100);
    expect(deadline.signal.aborted).toBe(true);
    deadline.clear();
  });

  it("stops for good when cleared", async () => {
    const deadline = createModelDeadline(20);
    deadline.clear();
    await wait(60);
    expect(deadline.signal.aborted).toBe(false);
  });
});
