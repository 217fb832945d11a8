import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { signInWithGoogle } from "../api/sign-in-with-google";
import { GoogleLogo } from "./google-logo";

interface GoogleButtonProps {
  /** Toast title when Google answers with an error ('Google Sign In Failed' / 'Google signup failed'). */
  failureTitle: string;
  /** Where Google's sign-in brings the browser back to; asked on the click. */
  callbackPath(): Promise<string>;
  /** Held back until the page's own condition is met (sign-up: the consent box). */
  disabled?: boolean;
  className?: string;
}

/**
 * 'Continue with Google'. Its callers render it only where this deployment offers Google
 * sign-in (useGoogleSignIn), so it is never shown as a choice that cannot work.
 */
export function GoogleButton({ failureTitle, callbackPath, disabled = false, className }: GoogleButtonProps) {
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    await signInWithGoogle(failureTitle, callbackPath);
    setBusy(false);
  }

  return (
    <Button variant="light" size="lg" className={cn("w-full", className)} onClick={start} disabled={busy || disabled}>
      {busy ? <Spinner /> : <GoogleLogo className="size-5" />}
      Continue with Google
    </Button>
  );
}
