import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { endThread } from "./end-thread";

describe("endThread", () => {
  it("resolves once the thread has ended, with its exit code, for a ref'd or unref'd thread", async () => {
    for (const unref of [false, true]) {
      const worker = new Worker("setInterval(() => {}, 1000)", { eval: true });
      if (unref) worker.unref();
      let exited = false;
      worker.once("exit", () => {
        exited = true;
      });
      await new Promise((resolve) => worker.once("online", resolve));
      expect(await endThread(worker)).toBe(1);
      expect(exited).toBe(true);
      expect(worker.threadId).toBe(-1);
    }
  });
});
