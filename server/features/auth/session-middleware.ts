import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import type { SessionUser } from "../shared/session-user";

/** The one 401 every signed-in route answers without a session. */
export const signInRequired = () => new AppError("UNAUTHORIZED", "Please sign in", { title: "Authentication Error" });

/** Sets c.get("user") from the session cookie, or answers 401 'Please sign in'. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await c.get("ctx").session.findUser(c.req.raw.headers);
  if (!user) throw signInRequired();
  c.set("user", user);
  await next();
});

/** Sets c.get("user") when a session cookie is valid; lets anonymous requests through. */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await c.get("ctx").session.findUser(c.req.raw.headers);
  if (user) c.set("user", user);
  await next();
});

/** The user set by requireUser, typed as present (a route behind requireUser may rely on it). */
export function getSessionUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw signInRequired();
  return user;
}
