import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { ZodError } from "zod";
import type { AppContext, AppEnv } from "./context";
import { authRoutes } from "./features/auth/auth.routes";
import { meRoutes } from "./features/auth/me.routes";
import { accountRoutes } from "./features/account/account.routes";
import { adminRoutes } from "./features/admin";
import { billingRoutes, localCheckoutRoutes } from "./features/billing";
import { tiersRoutes } from "./features/billing/tiers.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { devMailboxRoutes } from "./features/dev-mailbox/dev-mailbox.routes";
import { mediaRoutes } from "./features/media/media.routes";
import { createMetrics } from "./features/metrics/create-metrics";
import { galleryRoutes } from "./features/gallery";
import { healthRoutes } from "./features/health/health.routes";
import { publicConfigRoutes } from "./features/public-config/public-config.routes";
import { roastApiRoutes } from "./features/roasts";
import { reportRoutes } from "./features/reports";
import { shareApiRoutes } from "./features/share";
import { shareTargetRoutes } from "./features/share-target/share-target.routes";
import { isTakenDownMedia } from "./features/takedowns";
import { isAppError } from "./lib/errors";
import { limitRequestBodies } from "./lib/http/body-limit";
import { readRequestId } from "./lib/http/request-id";
import { logApiRequests } from "./lib/http/request-log";
import { traceRequests } from "./lib/http/trace-requests";
import type { ProcessState } from "./lib/readiness";
import { allowedOriginsFrom, requireSameOrigin } from "./lib/http/require-same-origin";
import { localFilesDir } from "./lib/storage";
import { SHARE_TARGET_PATH } from "../common/share-target";

/** The routes that take an image upload: a multipart form, or the spec's JSON data URL. */
const UPLOAD_ROUTES = { multipart: ["POST /api/roasts", "POST /api/roasts/battle", "POST /api/drafts"], dataUrl: ["POST /api/generate-roast"] };

/**
 * The HTTP app: middleware, routes, and the one place errors become responses. `process` is what
 * the running process says of itself (stopping after SIGTERM), read by /api/ready.
 */
export function createApp(ctx: AppContext, options: { process?: ProcessState } = {}) {
  const app = new Hono<AppEnv>();
  const metrics = createMetrics(ctx);

  app.use("*", async (c, next) => {
    const requestId = readRequestId(c.req.header("x-request-id"));
    c.set("requestId", requestId);
    c.set("ctx", ctx);
    c.header("x-request-id", requestId);
    await next();
  });
  app.use("*", logApiRequests(ctx.logger));
  app.use("/api/*", traceRequests(ctx.telemetry));
  app.use("*", metrics.middleware);
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        mediaSrc: ["'self'", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // Downloads and the share sheet fetch the video itself, from the bucket when media is on S3.
        connectSrc: ["'self'", ...(ctx.mediaOrigin ? [ctx.mediaOrigin] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'", "https:"],
      },
      crossOriginEmbedderPolicy: false,
      // A route may set its own policy (the share page's embeddable player frames on other sites).
      overwrite: false,
    }),
  );
  app.route(SHARE_TARGET_PATH, shareTargetRoutes);
  app.use(
    "*",
    requireSameOrigin({
      allowedOrigins: allowedOriginsFrom(ctx.env),
      // Providers call the webhooks server to server and are checked by signature; better-auth
      // checks the origin of /api/auth itself (and its OAuth callbacks come from the provider).
      exempt: ["/api/billing/webhooks/*", "/api/auth/*"],
      multipart: UPLOAD_ROUTES.multipart,
      trustDevOrigins: ctx.env.NODE_ENV === "development",
    }),
  );
  app.use(
    "*",
    limitRequestBodies({
      maxBytes: 64 * 1024,
      // A provider's event can carry a whole invoice with its lines.
      larger: { "POST /api/billing/webhooks/*": 512 * 1024 },
      // The uploads stream up to their own limit (read-upload.ts) and are refused past it.
      ownLimit: [...UPLOAD_ROUTES.multipart, ...UPLOAD_ROUTES.dataUrl],
    }),
  );

  app.onError((error, c) => {
    const requestId = c.get("requestId");
    if (isAppError(error)) {
      if (error.status >= 500) ctx.logger.error({ requestId, err: error }, "request failed");
      // A limit that says when it ends tells clients too, in the standard header.
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if ((error.code === "RATE_LIMITED" || error.code === "UNAVAILABLE") && typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
      // A server-side failure says only "Something went wrong", unless it was written for people
      // (it has a title: "busy, try again", "payments are not available"); its details stay in the log.
      const body =
        error.status < 500
          ? { error: error.message, title: error.title, code: error.code, details: error.details, requestId }
          : error.title
            ? { error: error.message, title: error.title, code: error.code, requestId }
            : { error: "Something went wrong", code: error.code, requestId };
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

  app.route("/api", healthRoutes(ctx, options.process));

  app.route("/api/public-config", publicConfigRoutes);
  app.route("/api/tiers", tiersRoutes);
  app.route("/api/billing", billingRoutes);
  app.route("/api/account", accountRoutes);
  app.route("/api/admin", adminRoutes);
  // Prometheus scrapes with METRICS_TOKEN; without a token there is no endpoint to find.
  if (ctx.env.METRICS_TOKEN) app.route("/metrics", metrics.routes);
  app.route("/billing/local-checkout", localCheckoutRoutes);
  app.route("/api/contact", contactRoutes());
  // Local files are served here through signed URLs; S3 serves its own. A taken-down roast's files never are.
  if (ctx.storage.kind === "local") {
    const isWithdrawn = (key: string) => isTakenDownMedia(ctx.database.db, key);
    app.route("/media", mediaRoutes(localFilesDir(ctx.env), ctx.env.authSecret, { isWithdrawn }));
  }
  // Mail that was not sent (no SMTP_URL) is readable at /dev/mailbox, never in production: it
  // holds everyone's sign-in and reset links.
  if (ctx.mailer.kind === "outbox" && !ctx.env.isProduction) app.route("/dev", devMailboxRoutes(ctx.database.db));
  app.route("/api/auth", authRoutes);
  app.route("/api/me", meRoutes);
  app.route("/api", roastApiRoutes(ctx));
  app.route("/api", shareApiRoutes);
  app.route("/api", reportRoutes);
  app.route("/api/gallery", galleryRoutes);

  return app;
}

export type App = ReturnType<typeof createApp>;
