import { createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Db } from "../../lib/db";
import { CLIENT_IP_HEADER } from "../../lib/client-ip";
import { PASSWORD_SIGN_IN_PATH } from "./auth-limits";
import { forgiveSignInAttempt } from "./sign-in-failures";

/**
 * Runs after every better-auth endpoint. A password sign-in was counted before it was checked;
 * unless the password was wrong (401), the attempt is taken back: only failures count.
 */
export function createAuthAfterHook(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== PASSWORD_SIGN_IN_PATH || !ctx.request) return;
    const returned = ctx.context.returned;
    if (isAPIError(returned) && returned.statusCode === 401) return;
    const email = typeof ctx.body?.email === "string" ? ctx.body.email : undefined;
    if (email) await forgiveSignInAttempt(db, { email, ip: ctx.request.headers.get(CLIENT_IP_HEADER) ?? undefined });
  });
}
