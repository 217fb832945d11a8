import { AppError, type ErrorCode } from "../../lib/errors";
import { type EngineErrorCode, isEngineError } from "../../roast-engine";

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
