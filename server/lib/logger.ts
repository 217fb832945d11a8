import pino from "pino";
import { getEnv } from "../env";

/** Structured JSON logs (pino). */
export const logger = pino({
  level: readLogLevel(),
  base: { service: "roastreel" },
  redact: ["req.headers.cookie", "req.headers.authorization", "password"],
});
export type Logger = typeof logger;

/**
 * A bad configuration is reported by start-up as a readable list (run-process); the logger, built
 * when its module loads, must not crash the import first with a stack trace instead.
 */
function readLogLevel(): string {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return "info";
  }
}
