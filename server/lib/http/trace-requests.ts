import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Telemetry, TraceCarrier } from "../telemetry/telemetry";

/**
 * A span for every API request (telemetry on): named by method and route pattern, never the raw
 * path, continuing a trace a proxy or client started (its traceparent header). A job the request
 * sends carries this span on, so an upload's trace runs on into the worker's render.
 */
export function traceRequests(telemetry: Telemetry): MiddlewareHandler {
  if (!telemetry.enabled) return (_c, next) => next();
  return (c, next) => {
    const traceparent = c.req.header("traceparent");
    const parent: TraceCarrier | undefined = traceparent ? { traceparent, tracestate: c.req.header("tracestate") ?? "" } : undefined;
    const method = c.req.method;
    return telemetry.span(
      `${method} ${c.req.path.startsWith("/api/") ? "/api" : "/"}`,
      { "http.request.method": method },
      async (span) => {
        await next();
        // The pattern is known once a route answered (a later catch-all matched too but never ran).
        const route = routePath(c);
        span.updateName(`${method} ${route}`);
        span.setAttributes({ "http.route": route, "http.response.status_code": c.res.status });
      },
      { parent, kind: "server" },
    );
  };
}
