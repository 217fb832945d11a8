import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { requestPasswordReset } from "../api/password-reset";

/** 'Forgot password?' on /auth: one email field that mails a reset link. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    await requestPasswordReset(email.trim());
    setBusy(false);
  }

  return (
    <div className="space-y-6">
      <div className="text-center">
        <h1 className="text-3xl font-extrabold text-white sm:text-4xl">Reset Your Password</h1>
        <p className="mt-2 text-zinc-400">Enter your email and we'll send you a link to choose a new password.</p>
      </div>
      <form onSubmit={onSubmit} className="space-y-4">
        <Field id="forgot-email" label="Email">
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@example.com"
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? <Spinner /> : null}
          Send Reset Link
        </Button>
      </form>
      <p className="text-center text-sm text-zinc-400">
        Remembered it?{" "}
        <button type="button" onClick={onBack} className="font-semibold text-flame-300 hover:underline">
          Back to sign in
        </button>
      </p>
    </div>
  );
}
