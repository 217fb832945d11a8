import { authClient, authErrorMessage } from "../../../lib/auth-client";
import { notifyError } from "../../../lib/toast";

/**
 * Mails a sign-up's confirmation link again, landing on `callbackPath` like the first. The answer
 * is the same whether or not the address waits for one (an account already confirmed gets
 * nothing), and the server's per-inbox limit applies as to every auth mail. True when accepted.
 */
export async function resendConfirmation(email: string, callbackPath: () => Promise<string>): Promise<boolean> {
  try {
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: await callbackPath() });
    if (error) {
      notifyError("Resend Failed", authErrorMessage(error));
      return false;
    }
    return true;
  } catch {
    notifyError("Error", "An unexpected error occurred. Please try again.");
    return false;
  }
}
