import { PROVIDER_IDS } from "../../../common/billing-ids";
import { COMPILATION_STAGES, ROAST_STAGES, type RoastStatus } from "../../../common/roast";
import { ERROR_STATUS, type ErrorCode } from "../../lib/errors";
import { type EngineErrorCode, MODEL_PROBLEMS } from "../../roast-engine";

export { MODEL_PROBLEMS };

/**
 * Every label value /metrics reports comes from a closed set written here; anything else reads
 * "unknown". A value taken from a request (a path segment, a method) would make a new series per
 * value that lives as long as the process: anyone could grow the registry, and each scrape, without
 * bound.
 */
export const UNKNOWN_LABEL = "unknown";

/** The methods the API and the web app answer; WebDAV and invented methods are counted together. */
export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export const ROAST_STATUSES = ["pending", "processing", "completed", "failed"] as const satisfies readonly RoastStatus[];

/** Stage timings hold each stage a render went through, and their total (stage-clock.ts). */
export const TIMED_STAGES = [...new Set([...ROAST_STAGES, ...COMPILATION_STAGES]), "total"] as const;

/** Who wrote a roast's script (the roast row's script_author). */
export const SCRIPT_AUTHORS = ["model", "repaired", "fallback", "offline"] as const;

/** What a failed job's error said it was (its code), from the codes the server and the engine throw. */
export const ERROR_CODES = [
  ...(Object.keys(ERROR_STATUS) as ErrorCode[]),
  ...(["BAD_INPUT", "TOO_LARGE", "UNSUPPORTED_MEDIA"] as const satisfies readonly EngineErrorCode[]),
] as const;
/** A failure that carried no code (a plain Error, pg-boss's own shutdown message). */
export const NO_CODE_LABEL = "none";

const fromSet =
  (values: readonly string[]) =>
  (value: string | undefined | null): string =>
    value != null && values.includes(value) ? value : UNKNOWN_LABEL;

export const methodLabel = fromSet(HTTP_METHODS);
export const providerLabel = fromSet(PROVIDER_IDS);
export const roastStatusLabel = fromSet(ROAST_STATUSES);
export const stageLabel = fromSet(TIMED_STAGES);
export const scriptAuthorLabel = fromSet(SCRIPT_AUTHORS);
export const modelProblemLabel = fromSet(MODEL_PROBLEMS);

/** A response status is a three-digit number by the Fetch standard; anything else is not one to count apart. */
export const statusLabel = (status: number): string => (Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : UNKNOWN_LABEL);

export const errorCodeLabel = (code: string | undefined | null): string => (code ? fromSet(ERROR_CODES)(code) : NO_CODE_LABEL);

/**
 * A job queue's name: the queues are made by our job definitions alone (lib/queue, whose names are
 * kebab-case, 2 to 50 characters); pg-boss's own and anything else are counted as unknown.
 */
export const queueLabel = (name: string | undefined | null): string => (name && /^[a-z][a-z0-9-]{0,48}[a-z0-9]$/.test(name) ? name : UNKNOWN_LABEL);
