import { AppError, type ErrorCode, isAppError } from "../../../lib/errors";
import { type EngineErrorCode, isEngineError } from "../../../roast-engine";

/** How the API answers each of the engine's errors. */
const ANSWER: Record<EngineErrorCode, ErrorCode> = {
  BAD_INPUT: "BAD_REQUEST",
  NOT_FOUND: "NOT_FOUND",
  TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA: "UNSUPPORTED_MEDIA",
  UNPROCESSABLE: "UNPROCESSABLE",
  UNAVAILABLE: "UNAVAILABLE",
  INTERNAL: "INTERNAL",
};

/** The engine's error as the API's own (its message and title; its details stay in the log); anything else as it is. */
export function toAppError(error: unknown): unknown {
  return isEngineError(error) ? new AppError(ANSWER[error.code], error.message, { title: error.title, cause: error }) : error;
}

/** Runs a call into the engine from a request, so that its errors reach the client as the API's. */
export async function withEngineErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAppError(error);
  }
}

/**
 * Answers no retry can change: the same clips or upload fail the same way every time (a clip
 * without a picture, a stored file that is gone). UNPROCESSABLE is not one: a model's next answer
 * may fit where this one did not. Nor is anything else (a crash, a timeout, a tool not there now).
 */
const PERMANENT: ReadonlySet<ErrorCode> = new Set(["BAD_REQUEST", "NOT_FOUND", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA"]);

/** Whether a job's failure is one a retry cannot mend, so the work fails (and refunds) at once. */
export function isPermanentFailure(error: unknown): boolean {
  const mapped = toAppError(error);
  return isAppError(mapped) && PERMANENT.has(mapped.code);
}
