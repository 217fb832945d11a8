import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Db } from "../../lib/db";
import { consumeRateLimit } from "../../lib/rate-limit-db";
import { AUTH_WINDOW_SECONDS, MAX_ATTEMPTS_PER_EMAIL, buildEmailRateLimitKey } from "./auth-limits";
import { checkAuthRequest, isCheckedAuthPath } from "./check-auth-request";

/**
 * Runs before every better-auth endpoint. On sign-up, sign-in and mail-sending paths it checks
 * the body (terms, email, password) with readable messages, fills in defaults, and counts the
 * attempt against the address: a per-IP limit alone lets a botnet try one mailbox forever.
 */
export function createAuthBeforeHook(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (!isCheckedAuthPath(ctx.path)) return;
    const checked = checkAuthRequest(ctx.path, ctx.body);
    if (!checked.ok) throw new APIError("BAD_REQUEST", { code: checked.code, message: checked.message });
    // Only requests from outside are limited; the server's own auth.api calls are trusted.
    if (ctx.request) await limitAttemptsPerEmail(db, ctx.path, checked.email);
    return { context: { body: checked.body } };
  });
}

async function limitAttemptsPerEmail(db: Db, path: string, email: string) {
  const rule = { windowMs: AUTH_WINDOW_SECONDS * 1000, max: MAX_ATTEMPTS_PER_EMAIL };
  const decision = await consumeRateLimit(db, buildEmailRateLimitKey(path, email), rule);
  if (decision.allowed) return;
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: "RATE_LIMITED", message: "Too many attempts for this email. Please try again later." },
    { "X-Retry-After": String(decision.retryAfterSeconds) },
  );
}
