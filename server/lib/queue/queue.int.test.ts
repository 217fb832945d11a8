import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase } from "../../../tests/support/test-db";
import { createQueue, defineJob, type JobContext, type Queue } from "./index";

const logger = pino({ level: "silent" });

async function waitFor<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Collects the process's unhandled rejections until `stop()`: a test that must leave none. */
function watchUnhandledRejections(): { seen: unknown[]; stop: () => void } {
  const seen: unknown[] = [];
  const onRejection = (reason: unknown) => seen.push(reason);
  process.on("unhandledRejection", onRejection);
  return { seen, stop: () => process.off("unhandledRejection", onRejection) };
}

const greet = defineJob({
  name: "test-greet",
  schema: z.object({ userId: z.string().uuid(), times: z.number().int().positive() }),
});
const flaky = defineJob({
  name: "test-flaky",
  schema: z.object({ n: z.number() }),
  options: { retryLimit: 2, retryDelaySec: 0, retryBackoff: false },
});
const slow = defineJob({ name: "test-slow", schema: z.object({}), options: { expireInSeconds: 1, retryLimit: 0 } });
const render = defineJob({
  name: "test-render",
  schema: z.object({ roastId: z.string() }),
  options: { retryLimit: 4, retryDelaySec: 30, retryBackoff: true },
});
const unhandled = defineJob({ name: "test-unhandled", schema: z.object({}) });

describe("job queue (pg-boss)", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let queue: Queue;
  const greeted: { payload: { userId: string; times: number }; job: JobContext }[] = [];
  const flakyAttempts: { attempt: number; isFinalAttempt: boolean }[] = [];
  let slowSignal: AbortSignal | undefined;

  const jobRow = async (id: string) =>
    (
      await database.sql.query<{ state: string; retry_limit: number; retry_delay: number; retry_backoff: boolean }>(
        "select state, retry_limit, retry_delay, retry_backoff from pgboss.job where id = $1",
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = createQueue(database, { logger, pollingIntervalSeconds: 0.5 });
    await queue.start();
    queue.work(greet, async (payload, job) => {
      greeted.push({ payload, job });
    });
    queue.work(flaky, async (_payload, job) => {
      flakyAttempts.push({ attempt: job.attempt, isFinalAttempt: job.isFinalAttempt });
      throw new Error(`attempt ${job.attempt} failed`);
    });
    queue.work(slow, async (_payload, job) => {
      slowSignal = job.signal;
      await new Promise((resolve) => job.signal.addEventListener("abort", resolve));
    });
    await queue.startWorkers([greet, flaky, slow]);
  });
  afterAll(async () => {
    await queue.stop({ graceful: false });
    await database.close();
  });

  it("reports its state and the job types it works", () => {
    expect(queue.status()).toEqual({ state: "started", workers: ["test-greet", "test-flaky", "test-slow"] });
  });

  it("delivers the validated, typed payload to the handler", async () => {
    const userId = "6f1c2b1e-8d5e-4f0b-9c61-2f4a8c1d9e10";
    const id = await queue.send(greet, { userId, times: 2 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(
      () => greeted.length,
      (n) => n === 1,
    );
    expect(greeted[0].payload).toEqual({ userId, times: 2 });
    expect(greeted[0].job).toMatchObject({ jobId: id, attempt: 1, isFinalAttempt: false });
    expect(
      (
        await waitFor(
          () => jobRow(id!),
          (row) => row.state === "completed",
        )
      ).state,
    ).toBe("completed");
  });

  it("refuses an invalid payload on send", async () => {
    await expect(queue.send(greet, { userId: "not-a-uuid", times: 0 })).rejects.toMatchObject({
      code: "INTERNAL",
      message: "Invalid payload for job test-greet",
    });
    await expect(queue.send(greet, { times: 1 } as never)).rejects.toMatchObject({ code: "INTERNAL" });
  });

  it("retries a failing handler and flags the final attempt", async () => {
    const id = await queue.send(flaky, { n: 1 });
    await waitFor(
      () => jobRow(id!),
      (row) => row.state === "failed",
    );
    expect(flakyAttempts).toEqual([
      { attempt: 1, isFinalAttempt: false },
      { attempt: 2, isFinalAttempt: false },
      { attempt: 3, isFinalAttempt: true },
    ]);
  });

  it("aborts the handler's signal when the attempt expires", async () => {
    const id = await queue.send(slow, {});
    await waitFor(
      () => jobRow(id!),
      (row) => row.state === "failed",
    );
    expect(slowSignal?.aborted).toBe(true);
  });

  it("stores each definition's retry policy on its jobs", async () => {
    const id = await queue.send(render, { roastId: "r-policy" });
    expect(await jobRow(id!)).toEqual({ state: "created", retry_limit: 4, retry_delay: 30, retry_backoff: true });
    const override = await queue.send(render, { roastId: "r-override" }, { retryLimit: 0 });
    expect((await jobRow(override!)).retry_limit).toBe(0);
  });

  it("gives every job type the queue's own retry delay when it has one (JOB_RETRY_DELAY_SECONDS)", async () => {
    const shortened = createQueue(database, { logger, retryDelaySeconds: 2 });
    await shortened.start();
    try {
      const job = defineJob({ name: "test-render-shortened", schema: z.object({}), options: { retryLimit: 4, retryDelaySec: 30, retryBackoff: true } });
      const id = await shortened.send(job, {});
      expect(await jobRow(id!)).toEqual({ state: "created", retry_limit: 4, retry_delay: 2, retry_backoff: true });
    } finally {
      await shortened.stop();
    }
  });

  it("dedupes sends with the same singletonKey while one is queued", async () => {
    const first = await queue.send(render, { roastId: "r1" }, { singletonKey: "roast:r1" });
    const again = await queue.send(render, { roastId: "r1" }, { singletonKey: "roast:r1" });
    const other = await queue.send(render, { roastId: "r2" }, { singletonKey: "roast:r2" });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    // Jobs without a key never dedupe each other.
    const a = await queue.send(render, { roastId: "r3" });
    const b = await queue.send(render, { roastId: "r3" });
    expect(a).toEqual(expect.any(String));
    expect(b).toEqual(expect.any(String));
    expect(a).not.toBe(b);
  });

  it("schedules a validated payload on a UTC cron", async () => {
    await queue.schedule(render, "*/5 * * * *", { roastId: "sweep" });
    const { rows } = await database.sql.query<{ cron: string; data: unknown; options: { tz?: string } }>(
      "select cron, data, options from pgboss.schedule where name = $1",
      ["test-render"],
    );
    expect(rows).toEqual([{ cron: "*/5 * * * *", data: { roastId: "sweep" }, options: expect.objectContaining({ tz: "UTC" }) }]);
    await expect(queue.schedule(render, "* * * * *", {} as never)).rejects.toMatchObject({ code: "INTERNAL" });
  });

  it("refuses to start workers when a job type has no handler", async () => {
    await expect(queue.startWorkers([greet, unhandled, render])).rejects.toMatchObject({
      code: "INTERNAL",
      message: "Cannot start workers: no handler registered for test-unhandled, test-render",
      details: { missing: ["test-unhandled", "test-render"] },
    });
    expect(queue.status().workers).not.toContain("test-unhandled");
  });

  it("refuses a second handler for the same job type", () => {
    expect(() => queue.work(greet, async () => {})).toThrow(/already registered/);
  });
});

describe("job queue lifecycle", () => {
  it("refuses to send before start, drains running jobs on a graceful stop", async () => {
    const database = await createTestDatabase();
    const queue = createQueue(database, { logger, pollingIntervalSeconds: 0.5 });
    const job = defineJob({ name: "test-drain", schema: z.object({ ms: z.number() }) });
    await expect(queue.send(job, { ms: 1 })).rejects.toMatchObject({ code: "UNAVAILABLE" });
    let finished = false;
    let started = false;
    queue.work(job, async ({ ms }) => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, ms));
      finished = true;
    });
    await queue.start();
    await queue.startWorkers([job]);
    await queue.send(job, { ms: 800 });
    await waitFor(() => started, Boolean);
    await queue.stop({ graceful: true });
    expect(finished).toBe(true);
    expect(queue.status().state).toBe("stopped");
    await database.close();
  });

  it("runs a local task every interval while started, and no more once stopped", async () => {
    const database = await createTestDatabase();
    const queue = createQueue(database, { logger, pollingIntervalSeconds: 0.5 });
    let runs = 0;
    const task = async () => {
      runs++;
    };
    expect(() => queue.every("test-watch", 0.1, task)).toThrow("The job queue is not running");
    await queue.start();
    queue.every("test-watch", 0.1, task);
    await waitFor(
      () => runs,
      (n) => n >= 3,
    );
    await queue.stop({ graceful: true });
    const afterStop = runs;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toBe(afterStop);
    await database.close();
  });

  it("a job that fails after a hard stop closed the database leaves no unhandled rejection", async () => {
    const database = await createTestDatabase();
    const queue = createQueue(database, { logger, pollingIntervalSeconds: 0.5 });
    const job = defineJob({ name: "test-outlive", schema: z.object({}), options: { retryLimit: 0 } });
    let started = false;
    let releaseAfterClose: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      releaseAfterClose = resolve;
    });
    queue.work(job, async (_payload, { signal }) => {
      started = true;
      await new Promise((resolve) => signal.addEventListener("abort", resolve));
      await closed;
      throw new Error("ended after the database closed");
    });
    const rejections = watchUnhandledRejections();
    try {
      await queue.start();
      await queue.startWorkers([job]);
      await queue.send(job, {});
      await waitFor(() => started, Boolean);
      await queue.stop({ graceful: false, timeoutMs: 1_000 });
      await database.close();
      releaseAfterClose();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rejections.seen).toEqual([]);
      expect(queue.status().state).toBe("stopped");
    } finally {
      rejections.stop();
    }
  });

  it("a job whose end cannot be recorded stays active for a retry, and the process goes on", async () => {
    const database = await createTestDatabase();
    let failNextJobEnd = true;
    const flakyDatabase = {
      ...database,
      sql: {
        query: ((text: string, params?: unknown[]) => {
          if (failNextJobEnd && /COUNT\(\*\) FROM results\s*$/.test(text)) {
            failNextJobEnd = false;
            return Promise.reject(new Error("connection reset"));
          }
          return database.sql.query(text, params);
        }) as typeof database.sql.query,
      },
    };
    const queue = createQueue(flakyDatabase, { logger, pollingIntervalSeconds: 0.5 });
    const job = defineJob({ name: "test-unrecorded", schema: z.object({ n: z.number() }) });
    const ran: number[] = [];
    queue.work(job, async ({ n }) => {
      ran.push(n);
    });
    const rejections = watchUnhandledRejections();
    try {
      await queue.start();
      await queue.startWorkers([job]);
      const first = await queue.send(job, { n: 1 });
      await waitFor(
        () => failNextJobEnd,
        (failing) => !failing,
      );
      const second = await queue.send(job, { n: 2 });
      const stateOf = async (id: string | null) =>
        (await database.sql.query<{ state: string }>("select state from pgboss.job where id = $1", [id])).rows[0]?.state;
      await waitFor(
        () => stateOf(second),
        (state) => state === "completed",
      );
      expect(await stateOf(first)).toBe("active");
      expect(ran).toEqual([1, 2]);
      expect(rejections.seen).toEqual([]);
    } finally {
      rejections.stop();
      await queue.stop({ graceful: false });
      await database.close();
    }
  });
});
