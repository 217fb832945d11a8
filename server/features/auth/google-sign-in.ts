import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Env } from "../../env";

/**
 * "Continue with Google" as a standard OpenID Connect code flow with PKCE: endpoints and keys
 * come from GOOGLE_DISCOVERY_URL, so the same code runs against any OpenID provider. Off until
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
 */
export function buildGooglePlugins(env: Env) {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: "google",
          name: "Google",
          discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          scopes: ["openid", "email", "profile"],
          pkce: true,
          requireIdTokenVerification: true,
        },
      ],
    }),
  ];
}

/** Whether the Google button can work (for the web app's config). */
export const isGoogleSignInEnabled = (env: Env) => Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
