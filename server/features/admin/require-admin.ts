import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { isAdmin } from "../shared/is-admin";

/** 401 without a session, 403 for anyone signed in who is not an admin; sets c.get("user"). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = c.get("ctx");
  const user = await ctx.session.findUser(c.req.raw.headers);
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in", { title: "Authentication Error" });
  if (!isAdmin(ctx.env.ADMIN_EMAILS, user)) throw new AppError("FORBIDDEN", "This page is for RoastReel admins only.", { title: "Admins only" });
  c.set("user", user);
  await next();
});
