import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Database } from "../db";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import type { JobDefinition, JobHandler, JobPayload } from "./job-definition";
import type { Telemetry } from "../telemetry/telemetry";
import { handBackReason } from "./hand-back";
import { createLocalTicker } from "./local-ticker";
import { retryOnDeadlock } from "./retry-on-deadlock";
import { runJob, TRACE_FIELD } from "./run-job";

export interface QueueOptions {
  logger: Logger;
  /** Jobs of one type run at the same time in this process, unless the definition says (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for work (default 2 s; a send in this process wakes it at once). */
  pollingIntervalSeconds?: number;
  /** A job sent inside a span carries it, and its run continues that trace (off by default). */
  telemetry?: Telemetry;
  /** Seconds before a failed job's first retry, for every type (default: each definition's own). */
  retryDelaySeconds?: number;
}

export interface SendOptions {
  /** Dedupes with the definition's policy (default "stately": one queued, one running per key). */
  singletonKey?: string;
  /** A date, or a delay in seconds. */
  startAfter?: Date | number;
  retryLimit?: number;
  priority?: number;
}

export type QueueState = "stopped" | "starting" | "started" | "stopping";

export interface Queue {
  start(): Promise<void>;
  /**
   * Graceful (default): no new job is taken, running jobs may finish within timeoutMs, and those
   * still running then are handed back (their signals abort with handBackReason). Otherwise their
   * signals abort at once.
   */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
  /** The job id, or null when a job with the same singletonKey is already queued. */
  send<J extends JobDefinition>(job: J, payload: JobPayload<J>, options?: SendOptions): Promise<string | null>;
  /** Registers the handler of a job type; startWorkers runs it. */
  work<S extends z.ZodType>(job: JobDefinition<S>, handler: JobHandler<S>): void;
  /** Sends the payload on a cron schedule (UTC), once across all processes. */
  schedule<J extends JobDefinition>(job: J, cron: string, payload: JobPayload<J>): Promise<void>;
  /** Starts workers for these job types; refuses when one has no handler registered. */
  startWorkers(definitions: readonly JobDefinition[]): Promise<void>;
  /**
   * Runs a task in this process every `seconds` until the queue stops: for checks every worker
   * process makes itself, more often than a cron's minute allows.
   */
  every(name: string, seconds: number, task: () => Promise<unknown>): void;
  status(): { state: QueueState; workers: string[] };
}

/** The job queue: pg-boss on the app's database (PGlite in-process, or PostgreSQL). */
export function createQueue(database: Database, options: QueueOptions): Queue {
  const { logger } = options;
  let state: QueueState = "stopped";
  const runSql = async (text: string, values?: unknown[]) => {
    try {
      return await database.sql.query(text, values);
    } catch (error) {
      // pg-boss records a job's end (complete, fail) without awaiting it, so a rejection there would
      // be unhandled and end the process; and after a hard stop the database may already be closed.
      // Either way the job stays active until it expires and is then retried.
      const jobEnd = endsJob(text);
      if (!jobEnd && state !== "stopped") throw error;
      logger.warn({ err: error }, jobEnd ? "job queue could not record a job's end" : "job queue query after stop");
      // What the query answers when nothing matched: a count of 0, or no rows.
      return { rows: jobEnd ? [{ count: "0" }] : [] };
    }
  };
  // pg-boss records a job's end without awaiting it: a stop waits for these so that a handed-back
  // job is marked for retry before the process exits, not left active until it expires.
  const jobEnds = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    const result = runSql(text, values);
    if (endsJob(text)) {
      jobEnds.add(result);
      void result.finally(() => jobEnds.delete(result));
    }
    return result;
  };
  // The app's own connection: PGlite allows only one, and on PostgreSQL the pool is shared.
  const boss = new PgBoss({ db: { executeSql }, schema: "pgboss" });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));

  const handlers = new Map<string, JobHandler<z.ZodType>>();
  const ensured = new Map<string, Promise<void>>();
  const workerIds = new Map<string, string[]>();
  const running = new Set<AbortController>();
  const ticker = createLocalTicker(logger);
  // Set while a graceful stop hands back the jobs its grace period did not let finish.
  let handingBack = false;

  const requireStarted = () => {
    if (state !== "started") throw new AppError("UNAVAILABLE", "The job queue is not running");
  };
  // A stopping worker still sends: a handed-back render queues itself again for another worker.
  const requireSending = () => {
    if (state !== "started" && state !== "stopping") throw new AppError("UNAVAILABLE", "The job queue is not running");
  };

  function validate<J extends JobDefinition>(job: J, payload: unknown): object {
    const result = job.schema.safeParse(payload);
    if (!result.success) {
      throw new AppError("INTERNAL", `Invalid payload for job ${job.name}`, { details: result.error.issues });
    }
    return result.data as object;
  }

  // pg-boss 10 needs a queue row before sends; its retry settings come from the definition.
  function ensureQueue(job: JobDefinition): Promise<void> {
    let ready = ensured.get(job.name);
    if (!ready) {
      const { policy, retryLimit, retryDelaySec, retryBackoff, expireInSeconds } = job.options;
      const retryDelay = options.retryDelaySeconds ?? retryDelaySec;
      const settings = { name: job.name, policy, retryLimit, retryDelay, retryBackoff, expireInSeconds };
      ready = retryOnDeadlock(() => boss.createQueue(job.name, settings)).then(() => boss.updateQueue(job.name, settings));
      ready.catch(() => ensured.delete(job.name));
      ensured.set(job.name, ready);
    }
    return ready;
  }

  return {
    async start() {
      if (state !== "stopped") return;
      state = "starting";
      try {
        await boss.start();
        state = "started";
      } catch (error) {
        state = "stopped";
        throw error;
      }
    },

    async stop({ graceful = true, timeoutMs = 30_000 } = {}) {
      if (state !== "started") return;
      state = "stopping";
      ticker.stopAll();
      if (graceful) {
        // No new claims; what runs may finish within the grace period, and what outlives it is
        // handed back at once (hand-back.ts), not failed by pg-boss's shutdown for a later retry.
        for (const name of workerIds.keys()) await boss.offWork(name);
        await waitUntil(() => running.size === 0, timeoutMs);
        handingBack = true;
        for (const controller of running) controller.abort(handBackReason());
        await waitUntil(() => running.size === 0, HAND_BACK_MS);
      } else {
        for (const controller of running) controller.abort(new AppError("UNAVAILABLE", "The worker stopped"));
      }
      await boss.stop({ graceful, timeout: graceful ? HAND_BACK_MS : timeoutMs, wait: true, close: false });
      await Promise.allSettled([...jobEnds]);
      handingBack = false;
      workerIds.clear();
      ensured.clear();
      state = "stopped";
    },

    async send(job, payload, sendOptions = {}) {
      const data = validate(job, payload);
      requireSending();
      await ensureQueue(job);
      const { singletonKey, ...rest } = sendOptions;
      const trace = options.telemetry?.carrier();
      const id = await boss.send(job.name, trace ? { ...data, [TRACE_FIELD]: trace } : data, {
        // pg-boss checks `"priority" in options`: pass only what was given.
        ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
        // A policy queue treats a missing key as one shared key; a fresh one keeps unkeyed jobs apart.
        singletonKey: singletonKey ?? (job.options.policy === "standard" ? undefined : randomUUID()),
      });
      // Wake this process's idle workers instead of waiting for their next poll.
      for (const workerId of workerIds.get(job.name) ?? []) boss.notifyWorker(workerId);
      return id;
    },

    work(job, handler) {
      if (handlers.has(job.name)) throw new AppError("INTERNAL", `A handler for job ${job.name} is already registered`);
      handlers.set(job.name, handler as JobHandler<z.ZodType>);
    },

    async schedule(job, cron, payload) {
      const data = validate(job, payload);
      requireStarted();
      await ensureQueue(job);
      await boss.schedule(job.name, cron, data, { tz: "UTC" });
    },

    async startWorkers(definitions) {
      const missing = definitions.filter((d) => !handlers.has(d.name)).map((d) => d.name);
      if (missing.length > 0) {
        throw new AppError("INTERNAL", `Cannot start workers: no handler registered for ${missing.join(", ")}`, {
          details: { missing },
        });
      }
      requireStarted();
      for (const definition of definitions) {
        if (workerIds.has(definition.name)) continue;
        await ensureQueue(definition);
        const handler = handlers.get(definition.name)!;
        const count = definition.options.concurrency ?? options.concurrency ?? 1;
        const workOptions = { includeMetadata: true as const, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
        const ids: string[] = [];
        // pg-boss 10 runs one job at a time per worker: concurrency is N workers.
        for (let i = 0; i < count; i++) {
          ids.push(
            await boss.work(definition.name, workOptions, ([job]) =>
              // A job fetched as the grace period ended goes straight back.
              runJob(job, {
                definition,
                handler,
                logger,
                running,
                abortAtStart: () => (handingBack ? handBackReason() : undefined),
                telemetry: options.telemetry,
              }),
            ),
          );
        }
        workerIds.set(definition.name, ids);
      }
    },

    every(name, seconds, task) {
      requireStarted();
      ticker.every(name, seconds, task);
    },

    status: () => ({ state, workers: [...workerIds.keys()] }),
  };
}

/** How long handed-back jobs have to give their work back before the queue stops anyway. */
const HAND_BACK_MS = 5_000;

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** pg-boss's complete and fail commands: the ones whose answer is the count of jobs they ended. */
function endsJob(text: string): boolean {
  return /SELECT COUNT\(\*\) FROM results\s*$/.test(text);
}
