import pino from "pino";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase } from "../../../tests/support/test-db";
import { createQueue, defineJob, isHandedBack } from "./index";

const logger = pino({ level: "silent" });

async function waitFor(done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("Timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const jobState = async (database: Awaited<ReturnType<typeof createTestDatabase>>, name: string) =>
  (await database.sql.query<{ state: string }>("select state from pgboss.job where name = $1", [name])).rows.map((row) => row.state);

/** A graceful stop: no new job is taken, the running one finishes within the grace period or is handed back. */
describe("stopping the job queue gracefully", () => {
  it("lets a job that ends within the grace period finish, and takes no new one meanwhile", async () => {
    const database = await createTestDatabase();
    const queue = createQueue(database, { logger, pollingIntervalSeconds: 0.5 });
    const job = defineJob({ name: "test-stop-finish", schema: z.object({ n: z.number() }) });
    const started: number[] = [];
    const finished: number[] = [];
    let aborted = false;
    await queue.start();
    queue.work(job, async ({ n }, { signal }) => {
      started.push(n);
      await new Promise((resolve) => setTimeout(resolve, 800));
      aborted ||= signal.aborted;
      finished.push(n);
    });
    await queue.startWorkers([job]);
    await queue.send(job, { n: 1 });
    await waitFor(() => started.length === 1);

    const stopping = queue.stop({ graceful: true, timeoutMs: 10_000 });
    await queue.send(job, { n: 2 });
    await stopping;
    expect(finished).toEqual([1]);
    expect(started).toEqual([1]);
    expect(aborted).toBe(false);
    expect(queue.status().state).toBe("stopped");
    expect((await jobState(database, job.name)).sort()).toEqual(["completed", "created"]);
    await database.close();
  });

  it("hands back a job still running when the grace period ends: its signal says so, and it is not a crash", async () => {
    const database = await createTestDatabase();
    // A busy database records the job's end late: the stop must still wait for it.
    const query = database.sql.query.bind(database.sql) as typeof database.sql.query;
    const slowJobEnds = {
      ...database,
      sql: {
        ...database.sql,
        query: (async (text: string, values?: unknown[]) => {
          if (/COUNT\(\*\) FROM results\s*$/.test(text)) await new Promise((resolve) => setTimeout(resolve, 1_000));
          return query(text, values);
        }) as typeof database.sql.query,
      },
    };
    const queue = createQueue(slowJobEnds, { logger, pollingIntervalSeconds: 0.5 });
    const job = defineJob({ name: "test-stop-hand-back", schema: z.object({}), options: { retryLimit: 2, retryDelaySec: 1, retryBackoff: false } });
    let reason: unknown;
    let started = false;
    await queue.start();
    queue.work(job, async (_payload, { signal }) => {
      started = true;
      await new Promise((resolve) => signal.addEventListener("abort", resolve));
      reason = signal.reason;
      throw signal.reason;
    });
    await queue.startWorkers([job]);
    await queue.send(job, {});
    await waitFor(() => started);

    const before = Date.now();
    await queue.stop({ graceful: true, timeoutMs: 500 });
    // The grace period, then at once: not pg-boss's 30 s shutdown wait.
    expect(Date.now() - before).toBeLessThan(10_000);
    expect(isHandedBack(reason)).toBe(true);
    // pg-boss keeps the attempt for a retry: nothing is lost even for a job with no hand-back of its own.
    expect(await jobState(database, job.name)).toEqual(["retry"]);
    await database.close();
  });

  it("aborts running jobs at once on a hard stop, without calling it a hand-back", async () => {
    const database = await createTestDatabase();
    const queue = createQueue(database, { logger, pollingIntervalSeconds: 0.5 });
    const job = defineJob({ name: "test-stop-hard", schema: z.object({}), options: { retryLimit: 0 } });
    let reason: unknown;
    let started = false;
    await queue.start();
    queue.work(job, async (_payload, { signal }) => {
      started = true;
      await new Promise((resolve) => signal.addEventListener("abort", resolve));
      reason = signal.reason;
    });
    await queue.startWorkers([job]);
    await queue.send(job, {});
    await waitFor(() => started);
    await queue.stop({ graceful: false, timeoutMs: 1_000 });
    expect(reason).toBeInstanceOf(Error);
    expect(isHandedBack(reason)).toBe(false);
    await database.close();
  });
});
