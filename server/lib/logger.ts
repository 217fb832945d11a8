import pino from "pino";
import pretty from "pino-pretty";
import { type ParsedEnv, getEnv } from "../env";

const options: pino.LoggerOptions = {
  level: readEnv()?.LOG_LEVEL ?? "info",
  base: { service: "roastreel" },
  redact: ["req.headers.cookie", "req.headers.authorization", "password"],
};

/**
 * Structured logs (pino). Someone reading a terminal during development gets one short coloured
 * line per event; anything else (a pipe, a log collector, production) gets JSON lines.
 */
export const logger = isReadableTerminal() ? pino(options, createPrettyStream()) : pino(options);
export type Logger = typeof logger;

/**
 * The level start-up was given: the logger is built when its module loads, from the process's own
 * environment, which a caller passing its own parsed configuration (the benches' LOG_LEVEL=warn)
 * does not change.
 */
export function setLogLevel(level: ParsedEnv["LOG_LEVEL"]): void {
  logger.level = level;
}

function isReadableTerminal(): boolean {
  const env = readEnv();
  return Boolean(process.stdout.isTTY) && env !== undefined && env.NODE_ENV === "development";
}

function createPrettyStream() {
  return pretty({
    colorize: true,
    sync: true,
    translateTime: "HH:MM:ss",
    // The service name repeats on every line and process ids mean nothing to a newcomer.
    ignore: "pid,hostname,service",
    singleLine: true,
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
