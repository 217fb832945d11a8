import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";

export interface TestUser {
  id: string;
  email: string;
  /** A Cookie header value carrying the user's session. */
  cookie: string;
}

/**
 * A signed-in user with a verified email (and the welcome credit), made through the server's own
 * auth API: the sign-up rules and hooks run, the HTTP rate limits do not, so a test file may
 * create as many users as it needs.
 */
export async function signInTestUser(ctx: AppContext, options: { email?: string; verified?: boolean } = {}): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  // acceptTerms is read by our before-hook; better-auth's typed body does not know it.
  const body = { name: "", email, password, acceptTerms: true } as { name: string; email: string; password: string };
  const { user } = await ctx.auth.api.signUpEmail({ body });
  // Sign-in requires a verified email; an unverified session is made by verifying, signing in, then unsetting it.
  await ctx.database.db.update(tables.user).set({ emailVerified: true }).where(eq(tables.user.id, user.id));
  const response = await ctx.auth.api.signInEmail({ body: { email, password }, asResponse: true });
  if (options.verified === false) await ctx.database.db.update(tables.user).set({ emailVerified: false }).where(eq(tables.user.id, user.id));
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { id: user.id, email, cookie };
}
