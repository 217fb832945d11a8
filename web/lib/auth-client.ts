import { magicLinkClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * The browser side of better-auth, mounted by the server at /api/auth (same origin, cookie
 * session). Google is registered on the server as a social provider, so it signs in through
 * the core `signIn.social` call and needs no client plugin.
 *
 * The default redirect plugin is off: it would follow the `callbackURL` of every answer with a
 * full page load, which skips the sign-in toast and the stored-plan hand-off. The one call
 * that must leave the site (Google) follows its URL itself.
 */
export const authClient = createAuthClient({
  plugins: [magicLinkClient()],
  disableDefaultFetchPlugins: true,
});

export { AFTER_SIGN_IN_PATH, authErrorMessage } from "./auth-constants";
