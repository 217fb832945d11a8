import { z } from "zod";
import { CONSENT_REQUIRED_MESSAGE } from "../../../common/account";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from "../../../common/password-rules";
import { MAIL_SENDING_PATHS, PASSWORD_SIGN_IN_PATH, RESET_PASSWORD_PATH } from "./auth-limits";

/**
 * A sign-up must carry `acceptTerms: true`: the one consent box of the form, which confirms the
 * user is 13 or older (the terms' minimum age) and accepts the Terms and Privacy Policy.
 */
export const TERMS_REQUIRED_MESSAGE = CONSENT_REQUIRED_MESSAGE;
/** Where a confirmed email or a sign-in link lands, unless the client asks for another page. */
export const DEFAULT_CALLBACK_PATH = "/roast";
/** The web page that asks for a new password; the mailed reset link lands there with its token. */
export const RESET_PASSWORD_PAGE = "/reset-password";

const email = z.string({ error: "Please enter your email" }).trim().min(1, "Please enter your email").pipe(z.email("Please enter a valid email address"));
const newPassword = z
  .string({ error: "Please enter a password" })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE);
const schemas: Record<string, z.ZodType<Record<string, unknown>>> = {
  "/sign-up/email": z.object({ email, password: newPassword }),
  [PASSWORD_SIGN_IN_PATH]: z.object({ email, password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password") }),
  "/sign-in/magic-link": z.object({ email }),
  "/send-verification-email": z.object({ email }),
  "/request-password-reset": z.object({ email }),
  [RESET_PASSWORD_PATH]: z.object({
    newPassword,
    token: z.string({ error: "This reset link is invalid or has expired" }).min(1, "This reset link is invalid or has expired"),
  }),
};

export type AuthRequestCheck = { ok: true; email?: string; body: Record<string, unknown> } | { ok: false; code: string; message: string };

/** Whether checkAuthRequest has anything to say about this path. */
export const isCheckedAuthPath = (path: string) => path in schemas;
export const isMailSendingPath = (path: string) => MAIL_SENDING_PATHS.includes(path);

/**
 * Checks the body of a sign-up, sign-in, mail-sending or reset request with readable messages,
 * and fills in what the web app may leave out: a display name (better-auth requires one; the
 * forms ask for none) and where the mailed link should land.
 */
export function checkAuthRequest(path: string, body: unknown): AuthRequestCheck {
  const input = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (path === "/sign-up/email" && input.acceptTerms !== true) {
    return { ok: false, code: "TERMS_REQUIRED", message: TERMS_REQUIRED_MESSAGE };
  }
  const parsed = schemas[path]?.safeParse(input);
  if (!parsed) return { ok: false, code: "NOT_FOUND", message: "Not found" };
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, code: codeFor(path, String(issue.path[0]), issue.code), message: issue.message };
  }
  if (path === RESET_PASSWORD_PATH) return { ok: true, body: input };
  // One account per mailbox, whatever the capitals: better-auth lower-cases only some paths.
  const address = String(parsed.data.email).toLowerCase();
  const filled: Record<string, unknown> = { ...input, email: address, callbackURL: input.callbackURL || DEFAULT_CALLBACK_PATH };
  if (path === "/sign-up/email") filled.name = typeof input.name === "string" ? input.name.trim() : "";
  if (path === "/request-password-reset") filled.redirectTo = input.redirectTo || RESET_PASSWORD_PAGE;
  return { ok: true, email: address, body: filled };
}

function codeFor(path: string, field: string, issue: string): string {
  if (field === "email") return "INVALID_EMAIL";
  if (field === "token") return "INVALID_TOKEN";
  if (path === PASSWORD_SIGN_IN_PATH || issue === "invalid_type") return "PASSWORD_REQUIRED";
  return issue === "too_big" ? "PASSWORD_TOO_LONG" : "PASSWORD_TOO_SHORT";
}
