import { authClient, authErrorMessage } from "../../../lib/auth-client";
import { notify, notifyError } from "../../../lib/toast";

/** The page the mailed reset link opens, with `?token=` (or `?error=INVALID_TOKEN`). */
export const RESET_PASSWORD_PATH = "/reset-password";

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * the toast says so too. Returns true when the request went through.
 */
export async function requestPasswordReset(email: string): Promise<boolean> {
  try {
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH });
    if (error) {
      notifyError("Password Reset Failed", authErrorMessage(error));
      return false;
    }
    notify("Check your email!", "If an account uses this address, we've sent it a link to choose a new password.");
    return true;
  } catch {
    notifyError("Error", "An unexpected error occurred. Please try again.");
    return false;
  }
}

/** Sets the new password with the mailed token; every session of the account ends. */
export async function resetPassword(token: string, newPassword: string): Promise<boolean> {
  try {
    const { error } = await authClient.resetPassword({ token, newPassword });
    if (error) {
      notifyError("Password Reset Failed", authErrorMessage(error));
      return false;
    }
    notify("Password Updated", "Sign in with your new password.");
    return true;
  } catch {
    notifyError("Error", "An unexpected error occurred. Please try again.");
    return false;
  }
}
