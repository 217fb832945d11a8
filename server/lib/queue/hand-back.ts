import { AppError } from "../errors";

const HANDED_BACK = "handed-back";

/**
 * The abort reason of a job whose worker is stopping and whose grace period ended before the job
 * did: the handler gives its work back at once (a render releases its roast and queues it again,
 * features/roasts/core/requeue-roast.ts) instead of leaving it for a heartbeat check to find.
 */
export function handBackReason(): AppError {
  return new AppError("UNAVAILABLE", "The worker is stopping: the job goes back to the queue", { details: { reason: HANDED_BACK } });
}

/** Whether a job's signal was aborted to hand the job back (not because it expired or crashed). */
export function isHandedBack(reason: unknown): boolean {
  return reason instanceof AppError && (reason.details as { reason?: unknown } | undefined)?.reason === HANDED_BACK;
}
