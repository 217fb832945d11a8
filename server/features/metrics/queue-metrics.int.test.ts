import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { AppError } from "../../lib/errors";
import { defineJob } from "../../lib/queue";

const TOKEN = `metrics-${randomUUID()}`;

const waitFor = async (done: () => Promise<boolean>) => {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("Timed out");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** The queue by queue on /metrics: what waits and how long, what failed and with which code. */
describe("queue metrics", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  const scrape = async () => (await fetch(new URL("/metrics", server.url), { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const jobStates = async (name: string) =>
    (await server.ctx.database.sql.query<{ state: string }>("select state from pgboss.job where name = $1", [name])).rows.map((r) => r.state);

  it("counts waiting jobs and their age by queue, and failed jobs by queue and error code", async () => {
    // Nobody works this one: its jobs wait.
    const idle = defineJob({ name: "test-metrics-idle", schema: z.object({}) });
    await server.ctx.queue.send(idle, {});
    await server.ctx.queue.send(idle, {});
    // These fail: one for good with an engine-style code, one with a retry ahead of it.
    const refused = defineJob({ name: "test-metrics-refused", schema: z.object({}), options: { retryLimit: 0 } });
    const flaky = defineJob({ name: "test-metrics-flaky", schema: z.object({}), options: { retryLimit: 3, retryDelaySec: 3600, retryBackoff: false } });
    server.ctx.queue.work(refused, async () => {
      throw new AppError("UNPROCESSABLE", "this one cannot be made");
    });
    server.ctx.queue.work(flaky, async () => {
      throw new Error("no code on this one");
    });
    await server.ctx.queue.startWorkers([refused, flaky]);
    await server.ctx.queue.send(refused, {});
    await server.ctx.queue.send(flaky, {});
    await waitFor(async () => (await jobStates(refused.name)).includes("failed") && (await jobStates(flaky.name)).includes("retry"));
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const text = await scrape();
    expect(text).toMatch(/roastreel_queue_jobs\{queue="test-metrics-idle",state="waiting"\} 2/);
    expect(text).toMatch(/roastreel_queue_jobs\{queue="test-metrics-flaky",state="delayed"\} 1/);
    const age = Number(/roastreel_queue_oldest_waiting_seconds\{queue="test-metrics-idle"\} ([\d.]+)/.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/roastreel_job_failures\{queue="test-metrics-refused",code="UNPROCESSABLE",outcome="failed"\} 1/);
    expect(text).toMatch(/roastreel_job_failures\{queue="test-metrics-flaky",code="none",outcome="retrying"\} 1/);
    // pg-boss's own queues are not reported.
    expect(text).not.toContain("__pgboss");
  });
});
