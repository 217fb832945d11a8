import pino from "pino";
import { getEnv } from "../env";

/** Structured JSON logs (pino). */
export const logger = pino({
  level: getEnv().LOG_LEVEL,
  base: { service: "roastreel" },
  redact: ["req.headers.cookie", "req.headers.authorization", "password"],
});
export type Logger = typeof logger;
