import { Hono } from "hono";
import type { PublicConfig } from "../../../common/public-site";
import type { AppEnv } from "../../context";
import { isGoogleSignInEnabled } from "../auth";

/** What the browser needs to know about this deployment (no secrets). */
export const publicConfigRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { env } = c.get("ctx");
  const config: PublicConfig = {
    googleSignIn: isGoogleSignInEnabled(env),
    devMailbox: !env.SMTP_URL,
    unlimitedMode: env.UNLIMITED_MODE,
    supportEmail: env.SUPPORT_EMAIL ?? null,
  };
  return c.json(config);
});
