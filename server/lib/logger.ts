import pino from "pino";
import pretty from "pino-pretty";
import { type ParsedEnv, getEnv } from "../env";
import { formatDevLogLine } from "./dev-log-line";

const options: pino.LoggerOptions = {
  level: readEnv()?.LOG_LEVEL ?? "info",
  base: { service: "roastreel" },
  redact: ["req.headers.cookie", "req.headers.authorization", "password"],
};

/**
 * Structured logs (pino). In development they are for a person: one short line per event (coloured
 * in a terminal, plain through a pipe), a request as "GET /api/me → 401 in 3 ms". In production
 * (and tests) they are JSON lines, for a log collector.
 */
export const logger = isDevelopment() ? pino(options, createPrettyStream()) : pino(options);
export type Logger = typeof logger;

/**
 * The level start-up was given: the logger is built when its module loads, from the process's own
 * environment, which a caller passing its own parsed configuration (the benches' LOG_LEVEL=warn)
 * does not change.
 */
export function setLogLevel(level: ParsedEnv["LOG_LEVEL"]): void {
  logger.level = level;
}

function isDevelopment(): boolean {
  return readEnv()?.NODE_ENV === "development";
}

/** The stream of development logs: to stdout, or to `destination` (tests read it). */
export function createPrettyStream(destination?: NodeJS.WritableStream) {
  return pretty({
    destination,
    colorize: destination === undefined && Boolean(process.stdout.isTTY),
    sync: true,
    translateTime: "HH:MM:ss",
    // Process ids and the host mean nothing to a newcomer.
    ignore: "pid,hostname,service",
    // The line says it all (dev-log-line.ts): no JSON object after it.
    messageFormat: (entry) => formatDevLogLine(entry),
    hideObject: true,
  });
}

/**
 * A bad configuration is reported by start-up as a readable list (run-process); the logger, built
 * when its module loads, must not crash the import first with a stack trace instead.
 */
function readEnv(): ParsedEnv | undefined {
  try {
    return getEnv();
  } catch {
    return undefined;
  }
}
