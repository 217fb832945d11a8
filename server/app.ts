import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { ZodError } from "zod";
import type { AppContext } from "./context";
import { tiersRoutes } from "./features/billing/tiers.routes";
import { publicConfigRoutes } from "./features/public-config/public-config.routes";
import { AppError, isAppError } from "./lib/errors";

export type AppEnv = {
  Variables: {
    ctx: AppContext;
    requestId: string;
  };
};

/** The HTTP app: middleware, routes, and the one place errors become responses. */
export function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id") ?? randomUUID();
    c.set("requestId", requestId);
    c.set("ctx", ctx);
    c.header("x-request-id", requestId);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/")) {
      ctx.logger.info(
        { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    }
  });
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        mediaSrc: ["'self'", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", "https:"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.onError((error, c) => {
    const requestId = c.get("requestId");
    if (isAppError(error)) {
      if (error.status >= 500) ctx.logger.error({ requestId, err: error }, "request failed");
      const body =
        error.status >= 500
          ? { error: "Something went wrong", code: error.code, requestId }
          : { error: error.message, title: error.title, code: error.code, details: error.details, requestId };
      return c.json(body, error.status as never);
    }
    if (error instanceof ZodError) {
      return c.json({ error: "Invalid request", code: "BAD_REQUEST", details: error.issues, requestId }, 400);
    }
    ctx.logger.error({ requestId, err: error }, "unhandled error");
    return c.json({ error: "Something went wrong", code: "INTERNAL", requestId }, 500);
  });

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/")) return c.json({ error: "Not found", code: "NOT_FOUND" }, 404);
    return c.text("Not found", 404);
  });

  app.get("/api/health", async (c) => {
    const db = await ctx.database.sql
      .query("select 1 as ok")
      .then(() => "ok" as const)
      .catch(() => "down" as const);
    const status = db === "ok" ? 200 : 503;
    return c.json({ status: db === "ok" ? "ok" : "degraded", db }, status);
  });

  app.route("/api/public-config", publicConfigRoutes);
  app.route("/api/tiers", tiersRoutes);

  return app;
}

export type App = ReturnType<typeof createApp>;
export { AppError };
