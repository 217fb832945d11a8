import { type FormEvent, useState } from "react";
import { MIN_PASSWORD_LENGTH } from "../../../../common/password-rules";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { resendConfirmation } from "../api/resend-confirmation";
import { type AuthMode, type SignInContinuation, useAuthSubmit } from "../hooks/use-auth-submit";
import { useGoogleSignIn } from "../hooks/use-google-sign-in";
import { CheckInbox } from "./check-inbox";
import { ContinuingConsent } from "./continuing-consent";
import { ForgotPasswordForm } from "./forgot-password-form";
import { GoogleButton } from "./google-button";
import { OrDivider } from "./or-divider";
import { PasswordRules } from "./password-rules";
import { TermsCheckbox } from "./terms-checkbox";

const copy: Record<AuthMode, { title: string; subtitle: string; submit: string; toggle: string; toggleAction: string }> = {
  signin: {
    title: "Welcome Back",
    subtitle: "Sign in to roast, download and share your videos.",
    submit: "Sign In",
    toggle: "New here?",
    toggleAction: "Create an account",
  },
  signup: {
    title: "Create Your Account",
    subtitle: "Your first roast video is on the house.",
    submit: "Create Account",
    toggle: "Already have an account?",
    toggleAction: "Sign in",
  },
};

const linkButton = "font-semibold text-flame-300 hover:underline";

/**
 * The /auth card: sign-in and create-account modes, email + password, and Google where this
 * deployment offers it. Sign-up asks for consent once, in its checkbox, which Google waits for
 * too; once sent, the card says which inbox to check. The page says where a sign-in continues.
 */
export function AuthForm(continuation: SignInContinuation) {
  const [mode, setMode] = useState<AuthMode>("signin");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [forgotPassword, setForgotPassword] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submit, busy } = useAuthSubmit(continuation);
  const google = useGoogleSignIn();
  const text = copy[mode];
  const signingUp = mode === "signup";

  function switchTo(next: AuthMode) {
    setMode(next);
    setAcceptedTerms(false);
    setSentTo(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const created = await submit({ mode, email: address, password, acceptedTerms });
    if (!created) return;
    setPassword("");
    setSentTo(address);
  }

  if (forgotPassword) return <ForgotPasswordForm initialEmail={email} onBack={() => setForgotPassword(false)} />;

  if (sentTo) {
    return (
      <CheckInbox
        email={sentTo}
        headingLevel="h1"
        onResend={() => resendConfirmation(sentTo, continuation.callbackPath)}
        onChangeEmail={() => switchTo("signup")}
        footer={
          <>
            Confirmed already?{" "}
            <button type="button" onClick={() => switchTo("signin")} className={linkButton}>
              Sign in
            </button>
          </>
        }
      >
        Open it to confirm your address and sign in.
      </CheckInbox>
    );
  }

  const googleChoice = google ? (
    <GoogleButton failureTitle="Google Sign In Failed" callbackPath={continuation.callbackPath} disabled={signingUp && !acceptedTerms} />
  ) : null;

  return (
    <div className="space-y-6">
      <div className="text-center">
        <h1 className="text-3xl font-extrabold text-white sm:text-4xl">{text.title}</h1>
        <p className="mt-2 text-zinc-400">{text.subtitle}</p>
      </div>
      {googleChoice && !signingUp ? (
        <>
          <div className="space-y-3">
            {googleChoice}
            <ContinuingConsent className="text-center text-zinc-400" />
          </div>
          <OrDivider />
        </>
      ) : null}
      <form onSubmit={onSubmit} className="space-y-4">
        <Field id="auth-email" label="Email">
          <Input
            id="auth-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@example.com"
          />
        </Field>
        <Field id="auth-password" label="Password">
          <Input
            id="auth-password"
            type="password"
            autoComplete={signingUp ? "new-password" : "current-password"}
            required
            minLength={signingUp ? MIN_PASSWORD_LENGTH : undefined}
            aria-describedby={signingUp ? "auth-password-rules" : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder={signingUp ? "Choose a password" : "Your password"}
          />
          {signingUp ? <PasswordRules id="auth-password-rules" password={password} /> : null}
        </Field>
        {signingUp ? null : (
          <div className="-mt-2 text-right">
            <button type="button" onClick={() => setForgotPassword(true)} className={`text-sm ${linkButton}`}>
              Forgot password?
            </button>
          </div>
        )}
        {signingUp ? <TermsCheckbox checked={acceptedTerms} onChange={setAcceptedTerms} /> : null}
        <Button type="submit" size="lg" className="w-full" disabled={busy || (signingUp && !acceptedTerms)}>
          {busy ? <Spinner /> : null}
          {text.submit}
        </Button>
      </form>
      {googleChoice && signingUp ? (
        <>
          <OrDivider />
          {googleChoice}
        </>
      ) : null}
      <p className="text-center text-sm text-zinc-400">
        {text.toggle}{" "}
        <button type="button" onClick={() => switchTo(signingUp ? "signin" : "signup")} className={linkButton}>
          {text.toggleAction}
        </button>
      </p>
    </div>
  );
}
