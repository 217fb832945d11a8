import { type FormEvent, useState } from "react";
import { MIN_PASSWORD_LENGTH } from "../../../../common/password-rules";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { resetPassword } from "../api/password-reset";
import { PasswordRules } from "./password-rules";

interface NewPasswordFormProps {
  /** The token from the mailed reset link. */
  token: string;
  /** Runs once the new password is set (the page then goes to sign-in). */
  onReset(): void;
}

/** Choose a new password, typed twice; a mismatch is shown under the second field and blocks the submit. */
export function NewPasswordForm({ token, onReset }: NewPasswordFormProps) {
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
    if (done) onReset();
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
            aria-describedby="new-password-rules"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder="Choose a password"
          />
          <PasswordRules id="new-password-rules" password={password} />
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
