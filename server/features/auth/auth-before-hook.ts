import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Db } from "../../lib/db";
import { CLIENT_IP_HEADER } from "../../lib/client-ip";
import { consumeRateLimit } from "../../lib/rate-limit-db";
import { AUTH_WINDOW_SECONDS, MAX_ATTEMPTS_PER_EMAIL, PASSWORD_SIGN_IN_PATH, buildEmailRateLimitKey } from "./auth-limits";
import { checkAuthRequest, isCheckedAuthPath, isMailSendingPath } from "./check-auth-request";
import { consumeSignInAttempt } from "./sign-in-failures";

export interface AuthHookDeps {
  db: Db;
  /** Mails the address a sign-in link: the way in for its owner while password sign-in is locked. */
  sendUnlockLink(email: string): Promise<void>;
}

/**
 * Runs before every better-auth endpoint. On sign-up, sign-in, mail-sending and reset paths it
 * checks the body (terms, email, password) with readable messages and fills in defaults. Requests
 * from outside are then limited per address: a per-IP limit alone lets a botnet work one mailbox.
 */
export function createAuthBeforeHook(deps: AuthHookDeps) {
  return createAuthMiddleware(async (ctx) => {
    if (!isCheckedAuthPath(ctx.path)) return;
    const checked = checkAuthRequest(ctx.path, ctx.body);
    if (!checked.ok) throw new APIError("BAD_REQUEST", { code: checked.code, message: checked.message });
    // Only requests from outside are limited; the server's own auth.api calls are trusted.
    if (ctx.request && checked.email) {
      if (ctx.path === PASSWORD_SIGN_IN_PATH) await limitPasswordAttempts(deps, checked.email, ctx.request.headers.get(CLIENT_IP_HEADER) ?? undefined);
      else if (isMailSendingPath(ctx.path) && !(await mayMail(deps.db, ctx.path, checked.email))) return quietlyDone(ctx.path);
    }
    return { context: { body: checked.body } };
  });
}

/**
 * Too many failed passwords from this IP: refused. Too many for this email from anywhere: refused
 * too, since refusing only the wrong ones would tell a guesser when a guess was right; its owner is
 * mailed a sign-in link instead (once per window), so nobody can lock them out.
 */
async function limitPasswordAttempts(deps: AuthHookDeps, email: string, ip: string | undefined) {
  const attempt = await consumeSignInAttempt(deps.db, { email, ip });
  if (attempt.allowed) return;
  const retryAfter = { "X-Retry-After": String(attempt.retryAfterSeconds) };
  if (attempt.limitedBy === "ip") {
    throw new APIError("TOO_MANY_REQUESTS", { code: "RATE_LIMITED", message: "Too many attempts. Please try again later." }, retryAfter);
  }
  const unlockRule = { windowMs: AUTH_WINDOW_SECONDS * 1000, max: 1 };
  if ((await consumeRateLimit(deps.db, `unlock-mail:${email}`, unlockRule)).allowed) await deps.sendUnlockLink(email);
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: "SIGN_IN_LOCKED", message: "Too many failed sign-ins for this email. We've emailed you a sign-in link." },
    retryAfter,
  );
}

/** Whether this address may be mailed again from this path within the window. */
async function mayMail(db: Db, path: string, email: string): Promise<boolean> {
  const rule = { windowMs: AUTH_WINDOW_SECONDS * 1000, max: MAX_ATTEMPTS_PER_EMAIL };
  return (await consumeRateLimit(db, buildEmailRateLimitKey(path, email), rule)).allowed;
}

/**
 * The answer of a mail-sending path whose address had enough mail for now: the same as when the
 * mail goes out, so a stranger's requests neither flood the inbox nor lock its owner out (the
 * links already sent still work) nor tell anyone whether the address has an account.
 */
function quietlyDone(path: string) {
  if (path === "/sign-up/email") return { token: null, user: null };
  if (path === "/request-password-reset") return { status: true, message: "If this email exists in our system, check your email for the reset link" };
  return { status: true };
}
