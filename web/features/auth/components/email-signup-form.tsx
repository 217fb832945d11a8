import { ArrowRight } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { notifyError } from "../../../lib/toast";
import { useHydrated } from "../../../lib/use-hydrated";
import { sendMagicLink } from "../api/send-magic-link";
import { useGoogleSignIn } from "../hooks/use-google-sign-in";
import { CheckInbox } from "./check-inbox";
import { ContinuingConsent } from "./continuing-consent";
import { GoogleButton } from "./google-button";
import { OrDivider } from "./or-divider";

/**
 * The landing pages' sign-up box: email only (a sign-in link is mailed, and the box then says
 * where it went), or Google where this deployment offers it.
 * Browser validation is off so an empty field gets the product's own message. The button waits
 * for hydration: before it, a click would submit the prerendered form natively and put the
 * address in the URL. The field is left to the browser (read from the form on submit): an address
 * typed into the prerendered page before hydration stays, where a field held in React state was
 * emptied by hydration. `callbackPath` is where the mailed link, or Google, brings the browser back to.
 */
export function EmailSignupForm({ callbackPath, className }: { callbackPath(): Promise<string>; className?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The address last sent to, back in the field when the person chooses to change it.
  const [lastAddress, setLastAddress] = useState("");
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const hydrated = useHydrated();
  const google = useGoogleSignIn();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!address) {
      notifyError("Please enter your email");
      return;
    }
    setBusy(true);
    const sent = await sendMagicLink(address, callbackPath);
    setBusy(false);
    if (sent) {
      setLastAddress(address);
      setSentTo(address);
    }
  }

  if (sentTo) {
    return (
      <CheckInbox
        email={sentTo}
        headingLevel="h2"
        onResend={() => sendMagicLink(sentTo, callbackPath)}
        onChangeEmail={() => setSentTo(null)}
        className={cn("rounded-3xl bg-ink-950/70 p-6 ring-1 ring-white/10 backdrop-blur sm:p-8", className)}
      >
        Open it on this device to sign in and get your free roast.
      </CheckInbox>
    );
  }

  return (
    <div className={cn("@container w-full space-y-4", className)}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 @md:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <Input
          id={inputId}
          type="email"
          name="email"
          defaultValue={lastAddress}
          autoComplete="email"
          placeholder="Type your email..."
          className="h-13 bg-black/40 backdrop-blur @md:flex-1"
        />
        <Button type="submit" size="lg" disabled={!hydrated || busy} className="shrink-0">
          {busy ? <Spinner /> : null}
          {busy ? "Creating Account..." : "Get FREE roast now"}
          {busy ? null : <ArrowRight className="size-5" aria-hidden="true" />}
        </Button>
      </form>
      {google ? (
        <>
          <OrDivider />
          <GoogleButton failureTitle="Google signup failed" callbackPath={callbackPath} />
        </>
      ) : null}
      <ContinuingConsent />
    </div>
  );
}
