import { authErrorMessage } from "../../../lib/auth-constants";
import { notifyError } from "../../../lib/toast";

/**
 * Starts the Google redirect flow, which returns to `callbackPath`. On success the browser leaves
 * the page, so only failures come back here; `failureTitle` differs between /auth and the landing pages.
 */
export async function signInWithGoogle(failureTitle: string, callbackPath: () => Promise<string>): Promise<void> {
  try {
    // Loaded on first use: the landing pages show this form without downloading the auth client.
    const [{ authClient }, callbackURL] = await Promise.all([import("../../../lib/auth-client"), callbackPath()]);
    const { data, error } = await authClient.signIn.social({ provider: "google", callbackURL });
    if (error) {
      notifyError(failureTitle, authErrorMessage(error));
      return;
    }
    if (data && "url" in data && data.url) window.location.assign(data.url);
  } catch (error) {
    notifyError(failureTitle, error instanceof Error ? error.message : authErrorMessage(null));
  }
}
