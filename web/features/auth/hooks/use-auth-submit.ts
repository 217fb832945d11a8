import { useState } from "react";
import { CONSENT_REQUIRED_MESSAGE } from "../../../../common/account";
import { authClient, authErrorMessage } from "../../../lib/auth-client";
import { notify, notifyError } from "../../../lib/toast";
import { useAuth } from "../auth-provider";

export type AuthMode = "signin" | "signup";

interface AuthSubmission {
  mode: AuthMode;
  email: string;
  password: string;
  acceptedTerms: boolean;
}

export interface SignInContinuation {
  /** Where a sign-in made here goes next (the page decides: a stored plan's checkout, or the studio). */
  onSignedIn(): Promise<void>;
  /** Where the emailed link of a sign-up, or Google's sign-in, brings the browser back to; asked when sent. */
  callbackPath(): Promise<string>;
}

/**
 * Email + password sign-in and sign-up with the product's messages. Sign-in continues with the
 * page's `onSignedIn`; sign-up stays on the page until the emailed link is opened.
 * `submit` resolves true when a sign-up was accepted and its mail sent.
 */
export function useAuthSubmit({ onSignedIn, callbackPath }: SignInContinuation) {
  const { refetch } = useAuth();
  const [busy, setBusy] = useState(false);

  async function submit({ mode, email, password, acceptedTerms }: AuthSubmission): Promise<boolean> {
    if (busy) return false;
    if (mode === "signup" && !acceptedTerms) {
      notifyError("Terms Required", CONSENT_REQUIRED_MESSAGE);
      return false;
    }
    setBusy(true);
    try {
      if (mode === "signin") {
        const { error } = await authClient.signIn.email({ email, password });
        if (error) {
          notifyError("Login Failed", authErrorMessage(error));
          return false;
        }
        notify("Welcome back!");
        // Signed-in pages check the shared session state: let it see the new session first.
        await refetch();
        await onSignedIn();
        return false;
      }
      // A variable, not an inline literal: `acceptTerms` is a server-side sign-up field the
      // client's inferred body type does not list.
      const body = { email, password, name: nameFromEmail(email), callbackURL: await callbackPath(), acceptTerms: true };
      const { error } = await authClient.signUp.email(body);
      if (error) {
        notifyError("Sign Up Failed", authErrorMessage(error));
        return false;
      }
      // The form now says which inbox to check (components/check-inbox.tsx).
      return true;
    } catch {
      notifyError("Error", "An unexpected error occurred. Please try again.");
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy };
}

/** A display name to start with ("sam.lee@x.com" → "sam.lee"); the form asks only for email. */
function nameFromEmail(email: string): string {
  return email.split("@")[0] || email;
}
