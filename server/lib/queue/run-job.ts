import type PgBoss from "pg-boss";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { isHandedBack } from "./hand-back";
import type { JobDefinition, JobHandler } from "./job-definition";

export interface RunJobOptions {
  definition: JobDefinition;
  handler: JobHandler<JobDefinition["schema"]>;
  logger: Logger;
  /** Abort controllers of running attempts, so a hard stop can cancel them. */
  running: Set<AbortController>;
  /** A reason to abort the attempt before it starts (the worker is handing its jobs back). */
  abortAtStart?: () => unknown;
}

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
    await options.handler(payload.data, { jobId: job.id, attempt, isFinalAttempt, signal: controller.signal });
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
