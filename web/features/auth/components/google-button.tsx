import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { usePublicConfig } from "../../public-config/api/get-public-config";
import { signInWithGoogle } from "../api/sign-in-with-google";
import { GoogleLogo } from "./google-logo";

interface GoogleButtonProps {
  /** Toast title when Google answers with an error ('Google Sign In Failed' / 'Google signup failed'). */
  failureTitle: string;
  /** Where Google's sign-in brings the browser back to; asked on the click. */
  callbackPath(): Promise<string>;
  className?: string;
}

/**
 * 'Continue with Google'. When this deployment has no Google credentials the button stays
 * visible but disabled, with a tooltip (and the same text for screen readers) saying why.
 */
export function GoogleButton({ failureTitle, callbackPath, className }: GoogleButtonProps) {
  const config = usePublicConfig();
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const unavailable = config.data ? !config.data.googleSignIn : config.isError;

  async function start() {
    setBusy(true);
    await signInWithGoogle(failureTitle, callbackPath);
    setBusy(false);
  }

  return (
    <div className={cn("group relative", className)}>
      <Button
        variant="light"
        size="lg"
        className="w-full"
        onClick={start}
        disabled={busy || unavailable || config.isPending}
        aria-describedby={unavailable ? hintId : undefined}
      >
        {busy ? <Spinner /> : <GoogleLogo className="size-5" />}
        Continue with Google
      </Button>
      {unavailable ? (
        <span
          id={hintId}
          role="tooltip"
          className="pointer-events-none absolute -top-2 left-1/2 z-10 w-max max-w-64 -translate-x-1/2 -translate-y-full rounded-lg bg-zinc-800 px-3 py-1.5 text-center text-xs text-zinc-200 opacity-0 shadow-lg ring-1 ring-white/10 transition group-hover:opacity-100"
        >
          Google sign-in is not available here yet. Use your email instead.
        </span>
      ) : null}
    </div>
  );
}
