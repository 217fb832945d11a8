import type PgBoss from "pg-boss";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { isHandedBack } from "./hand-back";
import type { JobDefinition, JobHandler } from "./job-definition";
import type { Telemetry, TraceCarrier } from "../telemetry/telemetry";

export interface RunJobOptions {
  definition: JobDefinition;
  handler: JobHandler<JobDefinition["schema"]>;
  logger: Logger;
  /** Abort controllers of running attempts, so a hard stop can cancel them. */
  running: Set<AbortController>;
  /** A reason to abort the attempt before it starts (the worker is handing its jobs back). */
  abortAtStart?: () => unknown;
  /** Runs the attempt in a span continuing the trace the job was sent in, when there is one. */
  telemetry?: Telemetry;
}

/** Where a job's data carries the trace it was sent in; the payload's schema drops it. */
export const TRACE_FIELD = "_trace";

/**
 * One attempt of one job: re-validates the payload (it may predate a schema change), gives the
 * handler its attempt number and an AbortSignal that fires when the attempt expires, and logs
 * the failure before pg-boss schedules the retry or marks the job failed.
 */
export async function runJob(job: PgBoss.JobWithMetadata<unknown>, options: RunJobOptions): Promise<void> {
  const { definition, logger } = options;
  const attempt = job.retryCount + 1;
  const isFinalAttempt = job.retryCount >= job.retryLimit;
  const controller = new AbortController();
  // pg-boss fails an attempt that outlives expire_in but cannot stop it; the signal can.
  const expireMs = Number(job.expireInSeconds) * 1000;
  const timer = setTimeout(() => controller.abort(new AppError("UNAVAILABLE", `Job ${definition.name} expired`)), expireMs);
  options.running.add(controller);
  const abortReason = options.abortAtStart?.();
  if (abortReason !== undefined) controller.abort(abortReason);
  try {
    const payload = definition.schema.safeParse(job.data);
    if (!payload.success) {
      throw new AppError("INTERNAL", `Invalid payload for job ${definition.name}`, { details: payload.error.issues });
    }
    const context = { jobId: job.id, attempt, isFinalAttempt, signal: controller.signal };
    if (options.telemetry?.enabled) {
      // A job sent outside any span (a cron's, a sweep's) starts a trace of its own.
      const attributes = { "roastreel.job": definition.name, "roastreel.job_id": job.id, "roastreel.attempt": attempt };
      const spanOptions = { parent: readTrace(job.data), kind: "consumer" as const };
      await options.telemetry.span(`job ${definition.name}`, attributes, () => options.handler(payload.data, context), spanOptions);
    } else {
      await options.handler(payload.data, context);
    }
    // An attempt cut short (expired, hard stop) did not finish its work, even if the handler returned.
    if (controller.signal.aborted) throw controller.signal.reason;
  } catch (error) {
    const fields = { err: error, job: definition.name, jobId: job.id, attempt };
    if (isHandedBack(controller.signal.reason)) logger.info({ job: definition.name, jobId: job.id, attempt }, "job handed back: the worker is stopping");
    else if (isFinalAttempt) logger.error(fields, "job failed");
    else logger.warn(fields, "job attempt failed; it will be retried");
    throw error;
  } finally {
    clearTimeout(timer);
    options.running.delete(controller);
  }
}

function readTrace(data: unknown): TraceCarrier | undefined {
  const trace = (data as Record<string, unknown> | null)?.[TRACE_FIELD];
  if (!trace || typeof trace !== "object") return undefined;
  const entries = Object.entries(trace).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
