/** Sign-in and sign-up attempts are counted over this window, per IP and per email. */
export const AUTH_WINDOW_SECONDS = 15 * 60;
export const MAX_ATTEMPTS_PER_IP = 10;
export const MAX_ATTEMPTS_PER_EMAIL = 5;

/** Where a password is tried or a mail is sent: limited per IP (better-auth) and per email (our hook). */
export const CREDENTIAL_PATHS = ["/sign-in/email", "/sign-up/email", "/sign-in/magic-link"] as const;
export const EMAIL_LIMITED_PATHS: readonly string[] = [...CREDENTIAL_PATHS, "/send-verification-email"];

/** The rate_limit row that counts attempts on one path for one address. */
export const buildEmailRateLimitKey = (path: string, email: string) => `email:${path}:${email.trim().toLowerCase()}`;

/**
 * better-auth's per-IP rules: ours for the credential paths (its default is 3 per 10 s), and none
 * for reading the session, which the web app does on every page and which proves nothing.
 */
export function buildIpRateLimitRules(): Record<string, { window: number; max: number } | false> {
  const rule = { window: AUTH_WINDOW_SECONDS, max: MAX_ATTEMPTS_PER_IP };
  return {
    ...Object.fromEntries(CREDENTIAL_PATHS.map((path) => [path, rule])),
    "/get-session": false,
  };
}
