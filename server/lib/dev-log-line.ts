/**
 * How one log entry reads in a development terminal: a sentence, not a JSON object. A request
 * reads "POST /api/contact → 403 in 1 ms"; any other entry its message, then its own fields as
 * key=value (long values cut short), then an error's message, and for an error or worse its stack
 * on the lines below. Production keeps the JSON lines a log collector reads (server/lib/logger.ts).
 */

/** pino's own fields, which the line shows elsewhere (time, level) or never. */
const HIDDEN = new Set(["level", "time", "pid", "hostname", "service", "msg", "err", "requestId"]);
const MAX_VALUE = 80;
const ERROR_LEVEL = 50;

interface LoggedError {
  message?: unknown;
  stack?: unknown;
}

export function formatDevLogLine(entry: Record<string, unknown>): string {
  const msg = typeof entry.msg === "string" ? entry.msg : "";
  if (msg === "request" && typeof entry.method === "string" && typeof entry.path === "string") {
    return `${entry.method} ${entry.path} → ${entry.status} in ${entry.ms} ms`;
  }
  const fields = Object.entries(entry)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${shorten(value)}`);
  const err = entry.err as LoggedError | undefined;
  const parts = [msg, ...fields].filter(Boolean).join("  ");
  if (!err || typeof err !== "object") return parts;
  const withMessage = `${parts}: ${typeof err.message === "string" && err.message.trim() ? err.message.trim() : "unknown error"}`;
  const level = typeof entry.level === "number" ? entry.level : 0;
  if (level < ERROR_LEVEL || typeof err.stack !== "string") return withMessage;
  // The stack's first line repeats the message.
  const frames = err.stack
    .split("\n")
    .slice(1)
    .map((line) => `    ${line.trim()}`);
  return [withMessage, ...frames].join("\n");
}

function shorten(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}
