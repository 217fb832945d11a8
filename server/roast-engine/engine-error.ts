/**
 * The engine's one error type. It knows nothing of HTTP: the server maps each code to its own
 * answer where it calls the engine (server/features/roasts/core/map-engine-error.ts).
 */
export type EngineErrorCode =
  /** The caller asked for something impossible (clips that cannot be joined, an unknown sample). */
  | "BAD_INPUT"
  | "NOT_FOUND"
  /** The upload is larger than the limits allow (bytes or pixels). */
  | "TOO_LARGE"
  /** The upload is not an image the engine reads. */
  | "UNSUPPORTED_MEDIA"
  /** The input was read but cannot be made into a roast (a strip of an image, a voice too long). */
  | "UNPROCESSABLE"
  /** A tool or service the engine needs is not there now (OCR, a cloud voice, the model). */
  | "UNAVAILABLE"
  | "INTERNAL";

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  /** A short title for people (e.g. 'Invalid file type'), where the error reaches them. */
  readonly title?: string;
  /** What helps whoever reads the log (a failed tool's arguments); never shown to people. */
  readonly details?: unknown;

  constructor(code: EngineErrorCode, message: string, options: { title?: string; details?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "EngineError";
    this.code = code;
    this.title = options.title;
    this.details = options.details;
  }
}

export const isEngineError = (error: unknown): error is EngineError => error instanceof EngineError;

/** Where the engine writes what it carries on past (a photo model that would not load): the caller's logger. */
export interface EngineLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** Without a logger, warnings go to standard error as one JSON line each (the CLI, the benches). */
export const STDERR_LOGGER: EngineLogger = {
  warn: (fields, message) => {
    const err = fields.err instanceof Error ? fields.err.message : fields.err;
    process.stderr.write(`${JSON.stringify({ level: "warn", ...fields, err, msg: message })}\n`);
  },
};
