import { PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from "../../../common/password-rules";

export interface AuthErrorInput {
  /** The better-auth path, e.g. /sign-in/email. */
  path: string;
  status: number;
  code?: string;
  message?: string;
  retryAfterSeconds?: number;
}

/**
 * The JSON body of a failed auth call: the API's usual { error, title, code } shape, plus
 * `message`, which better-auth's web client reads.
 */
export interface AuthErrorBody {
  error: string;
  message: string;
  title: string;
  code: string;
}

const UNEXPECTED = "An unexpected error occurred. Please try again.";

const MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: "Please verify your email before signing in. We've just sent you a new verification link.",
  PASSWORD_TOO_SHORT: PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_TOO_LONG: PASSWORD_TOO_LONG_MESSAGE,
  INVALID_EMAIL: "Please enter a valid email address",
  VALIDATION_ERROR: "Please check the form and try again.",
  INVALID_TOKEN: "This link is invalid or has expired. Please ask for a new one.",
};

/** Turns what better-auth (or our own hook) answered into words a person can act on. */
export function describeAuthError(input: AuthErrorInput): AuthErrorBody {
  const title = titleFor(input);
  // Too many passwords to check at once (password-hashing.ts): a moment's wait, not a fault.
  if (input.status === 503 && input.code === "BUSY") {
    const message = "Lots of people are signing in right now. Please try again in a few seconds.";
    return { error: message, message, title: "Busy right now", code: "BUSY" };
  }
  if (input.status >= 500) return { error: UNEXPECTED, message: UNEXPECTED, title: "Error", code: "INTERNAL" };
  if (input.status === 429 && input.code === "SIGN_IN_LOCKED") {
    const message = `Too many failed sign-ins for this email. We've emailed you a sign-in link, or try again in ${describeWait(input.retryAfterSeconds)}.`;
    return { error: message, message, title, code: "SIGN_IN_LOCKED" };
  }
  if (input.status === 429) {
    const message = `Too many attempts. Please try again in ${describeWait(input.retryAfterSeconds)}.`;
    return { error: message, message, title, code: "RATE_LIMITED" };
  }
  const code = input.code ?? "AUTH_ERROR";
  const message = MESSAGES[code] ?? input.message ?? UNEXPECTED;
  return { error: message, message, title, code };
}

function titleFor({ path, status, code }: AuthErrorInput): string {
  if (code === "TERMS_REQUIRED") return "Terms Required";
  if (status === 429) return "Too many attempts";
  if (path.startsWith("/sign-up")) return "Sign Up Failed";
  if (path === "/sign-in/magic-link") return "Signup failed";
  if (path === "/sign-in/social" || path.startsWith("/callback/")) return "Google Sign In Failed";
  if (path.startsWith("/sign-in")) return "Login Failed";
  if (path === "/request-password-reset" || path === "/reset-password") return "Password Reset Failed";
  return "Error";
}

function describeWait(seconds: number | undefined): string {
  if (!seconds || seconds <= 60) return "a minute";
  return `${Math.ceil(seconds / 60)} minutes`;
}
