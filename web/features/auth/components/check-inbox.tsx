import { MailCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { usePublicConfig } from "../../public-config/api/get-public-config";
import { useResendCooldown } from "../hooks/use-resend-cooldown";

interface CheckInboxProps {
  email: string;
  /** The page's own heading (/auth) or one under the page's (the landing hero). */
  headingLevel: "h1" | "h2";
  /** What was mailed and what opening it does. */
  children: ReactNode;
  /** Sends the mail again; resolves true when it went out. */
  onResend(): Promise<boolean>;
  onChangeEmail(): void;
  /** A last line under the actions, e.g. the way to sign in. */
  footer?: ReactNode;
  className?: string;
}

/**
 * What a sign-up shows once its mail is sent: where it went, a resend that waits a little between
 * sends, a way to fix the address and, where mail stays on this server (no SMTP), the dev mailbox.
 */
export function CheckInbox({ email, headingLevel: Heading, children, onResend, onChangeEmail, footer, className }: CheckInboxProps) {
  const devMailbox = usePublicConfig().data?.devMailbox === true;
  const { remaining, restart } = useResendCooldown();
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that sent the mail is gone, and its button had the focus: the news gets it instead.
  useEffect(() => heading.current?.focus(), []);

  async function resend() {
    setBusy(true);
    const sent = await onResend();
    setBusy(false);
    if (!sent) return;
    setResent(true);
    restart();
  }

  return (
    <div className={cn("space-y-6 text-center", className)}>
      <MailCheck className="mx-auto size-12 text-flame-400" aria-hidden="true" />
      <div className="space-y-2">
        <Heading ref={heading} tabIndex={-1} className="text-3xl font-extrabold text-white outline-none sm:text-4xl">
          Check Your Inbox
        </Heading>
        <p className="text-zinc-300">
          We sent a link to <strong className="font-semibold wrap-anywhere text-white">{email}</strong>.
        </p>
        <p className="text-zinc-400">{children}</p>
      </div>
      <div className="flex flex-col gap-3">
        {devMailbox ? (
          <a href={`/dev/mailbox?to=${encodeURIComponent(email)}`} target="_blank" rel="noopener" className={buttonClasses({ variant: "secondary" })}>
            Open the dev mailbox
          </a>
        ) : null}
        <Button variant="outline" onClick={resend} disabled={busy || remaining > 0}>
          {busy ? <Spinner /> : null}
          {remaining > 0 ? `Resend email in ${remaining} s` : "Resend email"}
        </Button>
        <Button variant="ghost" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-zinc-400">
        {resent
          ? "Sent again (each inbox gets at most 5 mails from us in 15 minutes). Check your spam folder too."
          : devMailbox
            ? "No mail server is set up here, so mail waits in the dev mailbox."
            : "Not there? Check your spam folder."}
      </p>
      {footer ? <p className="text-sm text-zinc-400">{footer}</p> : null}
    </div>
  );
}
