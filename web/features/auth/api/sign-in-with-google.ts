import { authClient, authErrorMessage } from "../../../lib/auth-client";
import { emailLinkCallbackPath } from "../resume-selected-plan";
import { notifyError } from "../../../lib/toast";

/**
 * Starts the Google redirect flow. On success the browser leaves the page, so only failures
 * come back here; `failureTitle` differs between /auth and the landing pages.
 */
export async function signInWithGoogle(failureTitle: string): Promise<void> {
  try {
    const { data, error } = await authClient.signIn.social({ provider: "google", callbackURL: emailLinkCallbackPath() });
    if (error) {
      notifyError(failureTitle, authErrorMessage(error));
      return;
    }
    if (data && "url" in data && data.url) window.location.assign(data.url);
  } catch (error) {
    notifyError(failureTitle, error instanceof Error ? error.message : authErrorMessage(null));
  }
}
