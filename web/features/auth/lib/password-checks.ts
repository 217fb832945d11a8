import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../../common/password-rules";

export interface PasswordCheck {
  id: "min" | "max";
  label: string;
  met: boolean;
  /** A rule most people never come near is listed only once it is broken. */
  showOnlyWhenBroken: boolean;
}

/**
 * The API's password rules (common/password-rules.ts) against what is typed so far, counted as
 * the server counts them (UTF-16 units), so the form never calls a password fine that is refused.
 */
export function checkPassword(password: string): PasswordCheck[] {
  return [
    { id: "min", label: `At least ${MIN_PASSWORD_LENGTH} characters`, met: password.length >= MIN_PASSWORD_LENGTH, showOnlyWhenBroken: false },
    { id: "max", label: `At most ${MAX_PASSWORD_LENGTH} characters`, met: password.length <= MAX_PASSWORD_LENGTH, showOnlyWhenBroken: true },
  ];
}

export const isPasswordAcceptable = (password: string) => checkPassword(password).every((check) => check.met);
