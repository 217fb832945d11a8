import { describe, expect, it } from "vitest";
import { createConcurrencyGate, GateFullError } from "./concurrency-gate";

/** A task that ends when the test says so. */
function heldTask<T>(value: T) {
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = false;
  return {
    task: async () => {
      started = true;
      await done;
      return value;
    },
    release: () => release(),
    get started() {
      return started;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("a concurrency gate", () => {
  it("runs at most `concurrency` tasks at once and starts the waiting ones in arrival order", async () => {
    const gate = createConcurrencyGate({ concurrency: 2, maxWaiting: 5 });
    const tasks = [1, 2, 3, 4].map((n) => heldTask(n));
    const results = tasks.map((t) => gate.run(t.task));
    await settle();
    expect(tasks.map((t) => t.started)).toEqual([true, true, false, false]);
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 2, peakRunning: 2 });
    tasks[1].release();
    await settle();
    expect(tasks.map((t) => t.started)).toEqual([true, true, true, false]);
    for (const t of tasks) t.release();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0, peakRunning: 2, refused: 0 });
  });

  it("refuses a task at once when the queue is full, and takes new ones once it drains", async () => {
    const gate = createConcurrencyGate({ concurrency: 1, maxWaiting: 1 });
    const first = heldTask("a");
    const second = heldTask("b");
    const running = gate.run(first.task);
    const queued = gate.run(second.task);
    let ran = false;
    await expect(
      gate.run(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(GateFullError);
    expect(ran).toBe(false);
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 1, refused: 1 });
    first.release();
    second.release();
    expect([await running, await queued]).toEqual(["a", "b"]);
    expect(await gate.run(async () => "c")).toBe("c");
  });

  it("frees the slot of a task that fails", async () => {
    const gate = createConcurrencyGate({ concurrency: 1, maxWaiting: 0 });
    await expect(gate.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0 });
    expect(await gate.run(async () => 1)).toBe(1);
  });

  it("restarts its peak from what runs now", async () => {
    const gate = createConcurrencyGate({ concurrency: 3, maxWaiting: 0 });
    const held = [heldTask(1), heldTask(2)];
    const runs = held.map((t) => gate.run(t.task));
    await settle();
    held[0].release();
    await runs[0];
    gate.resetPeak();
    expect(gate.stats().peakRunning).toBe(1);
    held[1].release();
    await runs[1];
  });
});
