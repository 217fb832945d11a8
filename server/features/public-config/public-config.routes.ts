import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { isGoogleSignInEnabled } from "../auth";

/** What the browser needs to know about this deployment (no secrets). */
export const publicConfigRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { env } = c.get("ctx");
  return c.json({
    googleSignIn: isGoogleSignInEnabled(env),
    devMailbox: !env.SMTP_URL,
    unlimitedMode: env.UNLIMITED_MODE,
  });
});
