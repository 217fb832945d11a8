import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import { redactUrlSecrets } from "./redact-url-secrets";

/**
 * One log line per /api request. Successful reads are most of the traffic and are counted and
 * timed in /metrics; a line for each took ~8 % of a signed-in read's CPU, so they log at debug.
 * Writes, refusals and failures keep theirs at info. The path is written with its secrets
 * redacted: a refused reset link would otherwise leave its live token in the log.
 */
export function logApiRequests(logger: Logger): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    if (!c.req.path.startsWith("/api/")) return;
    const level = (c.req.method === "GET" || c.req.method === "HEAD") && c.res.status < 400 ? "debug" : "info";
    const line = {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: redactUrlSecrets(c.req.path),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    logger[level](line, "request");
  };
}
