import { describe, expect, it } from "vitest";
import { checkReadiness, type Probe } from "./readiness";

const up: Probe = async () => {};
const refused: Probe = async () => {
  throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
};
const hangs: Probe = () => new Promise(() => {});
const throwsAtOnce: Probe = () => {
  throw new Error("the queue is not running");
};

const probesWith = (name: string, probe: Probe) => ({ database: up, storage: up, queue: up, [name]: probe });

describe("checkReadiness", () => {
  it("is ready when the database, the storage and the queue all answer", async () => {
    expect(await checkReadiness(probesWith("database", up), { timeoutMs: 500, stopping: false })).toEqual({
      status: "ready",
      checks: { database: "ok", storage: "ok", queue: "ok" },
    });
  });

  for (const name of ["database", "storage", "queue"]) {
    it(`is not ready when the ${name} refuses, and names it`, async () => {
      const report = await checkReadiness(probesWith(name, refused), { timeoutMs: 500, stopping: false });
      expect(report.status).toBe("not_ready");
      expect(report.checks).toEqual({ database: "ok", storage: "ok", queue: "ok", [name]: "down" });
    });

    it(`is not ready when the ${name} does not answer in time`, async () => {
      const started = Date.now();
      const report = await checkReadiness(probesWith(name, hangs), { timeoutMs: 100, stopping: false });
      expect(report).toMatchObject({ status: "not_ready", checks: { [name]: "down" } });
      // Bounded by the timeout, not by the hung dependency.
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  }

  it("counts a probe that throws before it returns a promise as down", async () => {
    expect(await checkReadiness(probesWith("queue", throwsAtOnce), { timeoutMs: 500, stopping: false })).toMatchObject({
      status: "not_ready",
      checks: { queue: "down" },
    });
  });

  it("is not ready while the process is stopping, even with every dependency up", async () => {
    expect(await checkReadiness(probesWith("database", up), { timeoutMs: 500, stopping: true })).toMatchObject({
      status: "stopping",
      checks: { database: "ok", storage: "ok", queue: "ok" },
    });
  });
});
