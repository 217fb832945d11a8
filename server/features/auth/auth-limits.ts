import { normalizeMailbox } from "../../lib/normalize-mailbox";

/** Attempts are counted over this window, per IP and per email. */
export const AUTH_WINDOW_SECONDS = 15 * 60;
export const MAX_ATTEMPTS_PER_IP = 10;
export const MAX_ATTEMPTS_PER_EMAIL = 5;
/** Auth mails of every kind (confirmation, reset, sign-in link) one address gets per window. */
export const MAX_MAILS_PER_ADDRESS = 5;

/** Where a password is tried: only failures count, per IP and per email (sign-in-failures.ts). */
export const PASSWORD_SIGN_IN_PATH = "/sign-in/email";
/** Where a request makes us mail an address: every request counts, per IP (429) and per email (quietly). */
export const MAIL_SENDING_PATHS: readonly string[] = ["/sign-up/email", "/sign-in/magic-link", "/send-verification-email", "/request-password-reset"];
/** Where a mailed reset token is spent. */
export const RESET_PASSWORD_PATH = "/reset-password";

/** The rate_limit row that counts requests to mail one address from one path. */
export const buildEmailRateLimitKey = (path: string, email: string) => `email:${path}:${email.trim().toLowerCase()}`;
/**
 * The rate_limit row that counts the auth mails sent to one inbox, whatever asked for them: per
 * normalised mailbox, so name+1@x, name+2@x (and Gmail's dotted spellings) cannot each take 5.
 */
export const buildMailLimitKey = (email: string) => `mail:${normalizeMailbox(email)}`;

/**
 * better-auth's per-IP rules: ours for the mail-sending paths and the reset (its defaults are 3 per
 * 10 or 60 s), none for reading the session, which the web app does on every page and which proves
 * nothing, and none for password sign-in, whose failures we count ourselves so that a person who
 * knows their password is never refused because of someone else's guesses.
 */
export function buildIpRateLimitRules(): Record<string, { window: number; max: number } | false> {
  const rule = { window: AUTH_WINDOW_SECONDS, max: MAX_ATTEMPTS_PER_IP };
  return {
    ...Object.fromEntries([...MAIL_SENDING_PATHS, RESET_PASSWORD_PATH].map((path) => [path, rule])),
    [PASSWORD_SIGN_IN_PATH]: false,
    "/get-session": false,
  };
}
