import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { HeroBackground } from "../../components/marketing/hero-background";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { resetPassword } from "../../features/auth/api/password-reset";
import { usePageTitle } from "../../lib/use-page-title";

const MIN_PASSWORD_LENGTH = 8;

/** /reset-password?token=… — where the mailed reset link lands: choose a new password. */
export default function ResetPasswordPage() {
  usePageTitle("Reset Password");
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = !token || params.get("error") !== null;

  return (
    <div className="relative isolate overflow-hidden px-4 py-12 sm:py-20">
      <HeroBackground video={null} />
      <div className="relative mx-auto w-full max-w-md">
        <Link to="/auth" className="mb-6 inline-flex items-center gap-2 rounded-lg text-sm font-medium text-zinc-400 transition hover:text-white">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Sign In
        </Link>
        <Card className="shadow-2xl shadow-black/40">{linkBroken ? <ExpiredLink /> : <NewPasswordForm token={token} />}</Card>
      </div>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const mismatch = confirmation.length > 0 && confirmation !== password ? "The passwords don't match" : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || mismatch) return;
    setBusy(true);
    const done = await resetPassword(token, password);
    setBusy(false);
    if (done) navigate("/auth", { replace: true });
  }

  return (
    <div className="space-y-6">
      <div className="text-center">
        <h1 className="text-3xl font-extrabold text-white sm:text-4xl">Choose a New Password</h1>
        <p className="mt-2 text-zinc-400">Every device signed in to your account will be signed out.</p>
      </div>
      <form onSubmit={onSubmit} className="space-y-4">
        <Field id="new-password" label="New password">
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            required
            autoFocus
            minLength={MIN_PASSWORD_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder="At least 8 characters"
          />
        </Field>
        <Field id="confirm-password" label="Confirm new password" error={mismatch}>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            required
            value={confirmation}
            aria-invalid={mismatch ? true : undefined}
            aria-describedby={mismatch ? "confirm-password-error" : undefined}
            onChange={(event) => setConfirmation(event.target.value)}
            placeholder="The same again"
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={busy || Boolean(mismatch)}>
          {busy ? <Spinner /> : null}
          Set New Password
        </Button>
      </form>
    </div>
  );
}

function ExpiredLink() {
  return (
    <div className="space-y-6 text-center">
      <h1 className="text-3xl font-extrabold text-white sm:text-4xl">Link Expired</h1>
      <p className="text-zinc-400">This reset link is invalid or has expired. Reset links work once, for 30 minutes.</p>
      <Link to="/auth" className={buttonClasses({ size: "lg", className: "w-full" })}>
        Ask for a New Link
      </Link>
    </div>
  );
}
