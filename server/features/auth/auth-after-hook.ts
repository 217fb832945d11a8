import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { z } from "zod";
import type { Db } from "../../lib/db";
import { CLIENT_IP_HEADER } from "../../lib/client-ip";
import { PASSWORD_SIGN_IN_PATH } from "./auth-limits";
import { revokeMailedLinks } from "./revoke-mailed-links";
import { forgiveSignInAttempt } from "./sign-in-failures";

const CHANGE_PASSWORD_PATH = "/change-password";
/** What better-auth's change-password answers on success. */
const changedPassword = z.object({ user: z.object({ id: z.string(), email: z.string() }) });

/**
 * Runs after every better-auth endpoint. A password sign-in was counted before it was checked;
 * unless the password was wrong (401), the attempt is taken back: only failures count.
 * A changed password ends the reset and sign-in links mailed before it (a reset does the same,
 * through onPasswordReset in create-auth.ts).
 */
export function createAuthAfterHook(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    if (ctx.path === CHANGE_PASSWORD_PATH) {
      const changed = changedPassword.safeParse(returned);
      if (changed.success) await revokeMailedLinks(db, changed.data.user);
      return;
    }
    if (ctx.path !== PASSWORD_SIGN_IN_PATH || !ctx.request) return;
    if (isAPIError(returned) && returned.statusCode === 401) return;
    const email = typeof ctx.body?.email === "string" ? ctx.body.email : undefined;
    if (email) await forgiveSignInAttempt(db, { email, ip: ctx.request.headers.get(CLIENT_IP_HEADER) ?? undefined });
  });
}
