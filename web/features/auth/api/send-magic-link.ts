import { authErrorMessage } from "../../../lib/auth-constants";
import { notifyError } from "../../../lib/toast";

/**
 * The landing pages' email-only sign-up: mails a one-click sign-in link that brings the browser
 * back to `callbackPath`. New emails get an account on first use of the link; existing accounts
 * simply sign in. Returns true when sent (the form then says where it went); failures are toasts.
 */
export async function sendMagicLink(email: string, callbackPath: () => Promise<string>): Promise<boolean> {
  try {
    // Loaded on first use: the landing pages show this form without downloading the auth client.
    const [{ authClient }, callbackURL] = await Promise.all([import("../../../lib/auth-client"), callbackPath()]);
    const { error } = await authClient.signIn.magicLink({ email, callbackURL });
    if (error) {
      notifyError("Signup failed", authErrorMessage(error));
      return false;
    }
    return true;
  } catch {
    notifyError("Something went wrong", "Please try again");
    return false;
  }
}
