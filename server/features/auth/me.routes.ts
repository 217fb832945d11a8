import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { isAdmin } from "../shared/is-admin";
import { getCredits } from "../credits";
import { signInRequired } from "./session-middleware";

/**
 * GET /api/me: who is signed in and what they can spend. Every page load asks, so the session,
 * its user and their balance come from one query (nothing cached: a spend shows at once).
 */
export const meRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const ctx = c.get("ctx");
  const account = await ctx.session.findAccount(c.req.raw.headers);
  if (!account) throw signInRequired();
  const { user } = account;
  c.set("user", user);
  const { freeRoastsRemaining, paidCredits } = account.credits ?? (await getCredits(ctx.database.db, user.id));
  return c.json({ user, credits: { freeRoastsRemaining, paidCredits }, isAdmin: isAdmin(ctx.env.ADMIN_EMAILS, user) });
});
