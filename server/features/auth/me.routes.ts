import { Hono } from "hono";
import type { AppEnv } from "../../app";
import { isAdmin } from "../admin/is-admin";
import { getCredits } from "../credits";
import { getSessionUser, requireUser } from "./session-middleware";

/** GET /api/me: who is signed in and what they can spend. */
export const meRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) => {
  const user = getSessionUser(c);
  const { freeRoastsRemaining, paidCredits } = await getCredits(c.get("ctx").database.db, user.id);
  const ctx = c.get("ctx");
  return c.json({ user, credits: { freeRoastsRemaining, paidCredits }, isAdmin: isAdmin(ctx.env.ADMIN_EMAILS, user) });
});
