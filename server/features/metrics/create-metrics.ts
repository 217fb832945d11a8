import { timingSafeEqual } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { Registry, collectDefaultMetrics } from "prom-client";
import type { AppContext, AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { registerDbMetrics } from "./db-metrics";
import { registerQueueMetrics } from "./queue-metrics";
import { registerScriptMetrics } from "./script-metrics";
import { createHttpMetrics } from "./http-metrics";

export interface Metrics {
  /** Times every request; mount it before the routes. */
  middleware: MiddlewareHandler;
  /** GET / in Prometheus' text format, behind `Authorization: Bearer <METRICS_TOKEN>`. */
  routes: Hono<AppEnv>;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** One registry per app (tests run several servers in one process); process metrics included. */
export function createMetrics(ctx: Pick<AppContext, "env" | "database">): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "roastreel_process_" });
  registerDbMetrics(registry, ctx.database.db);
  registerScriptMetrics(registry, ctx.database.db);
  registerQueueMetrics(registry, ctx.database.db);
  const token = ctx.env.METRICS_TOKEN ?? "";
  const routes = new Hono<AppEnv>().get("/", async (c) => {
    const header = c.req.header("authorization") ?? "";
    if (!token || !header.startsWith("Bearer ") || !sameToken(header.slice(7), token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new AppError("UNAUTHORIZED", "A valid metrics token is required");
    }
    return c.body(await registry.metrics(), 200, { "content-type": registry.contentType });
  });
  return { middleware: createHttpMetrics(registry), routes };
}
