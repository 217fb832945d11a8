import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, Histogram, type Registry } from "prom-client";
import { methodLabel, providerLabel, statusLabel } from "./metric-labels";

/** Latency buckets (seconds) around the API's budget: p99 ≤ 50 ms for reads. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The label of a request: the pattern it matched ("/api/roasts/:id"), never the raw path, so ids
 * do not make a new series each. Requests no route answered share one label.
 */
export function routeLabel(c: Context): string {
  // Read after the request ran: the route index is then the handler's that answered (a later
  // catch-all, such as the web app's "*", matched too but never ran).
  const pattern = routePath(c);
  return pattern === "*" || pattern === "/*" || pattern === "" ? (c.req.path.startsWith("/api/") ? "unmatched" : "web") : pattern;
}

/** What a webhook delivery came to: applied, a duplicate, refused (bad signature or body), or failed. */
async function webhookOutcome(c: Context): Promise<string> {
  const status = c.res.status;
  if (status >= 500) return "failed";
  if (status >= 400) return "rejected";
  const body = (await c.res
    .clone()
    .json()
    .catch(() => ({}))) as { duplicate?: unknown };
  return body.duplicate === true ? "duplicate" : "processed";
}

/**
 * Times every request by route pattern and counts webhook deliveries by outcome. Labels come from
 * closed sets only (metric-labels.ts): the route is a pattern of ours, never the path.
 */
export function createHttpMetrics(registry: Registry): MiddlewareHandler {
  const duration = new Histogram({
    name: "roastreel_http_request_duration_seconds",
    help: "HTTP request latency by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    buckets: BUCKETS,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: "roastreel_webhook_events_total",
    help: "Payment webhook deliveries by provider and outcome",
    labelNames: ["provider", "outcome"],
    registers: [registry],
  });
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeLabel(c);
    duration.observe({ method: methodLabel(c.req.method), route, status: statusLabel(c.res.status) }, (performance.now() - started) / 1000);
    if (route === "/api/billing/webhooks/:provider") {
      // The path segment is the caller's to choose: only the providers we know get a series.
      webhooks.inc({ provider: providerLabel(c.req.param("provider")), outcome: await webhookOutcome(c) });
    }
  };
}
