import { describe, expect, it } from "vitest";
import { createRenderSlots } from "./render-slots";

const settledSoon = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return settled;
};

describe("render slots", () => {
  it("lets one render run and queues the next until it is released, in order", async () => {
    const slots = createRenderSlots(1);
    const first = await slots.take();
    const second = slots.take();
    const third = slots.take();
    expect(await settledSoon(second)).toBe(false);
    first();
    const releaseSecond = await second;
    expect(await settledSoon(third)).toBe(false);
    releaseSecond();
    expect(await settledSoon(third)).toBe(true);
  });

  it("counts a release called twice once", async () => {
    const slots = createRenderSlots(1);
    const first = await slots.take();
    first();
    first();
    await slots.take();
    expect(await settledSoon(slots.take())).toBe(false);
  });

  it("drops a waiter whose job is stopped, and gives the slot to the next", async () => {
    const slots = createRenderSlots(1);
    const running = await slots.take();
    const stop = new AbortController();
    const stopped = slots.take(stop.signal);
    const next = slots.take();
    stop.abort(new Error("worker stopping"));
    await expect(stopped).rejects.toThrow("worker stopping");
    running();
    expect(await settledSoon(next)).toBe(true);
    await expect(slots.take(stop.signal)).rejects.toThrow("worker stopping");
  });
});
