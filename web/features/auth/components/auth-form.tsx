import { type FormEvent, useState } from "react";
import { MIN_PASSWORD_LENGTH } from "../../../../common/password-rules";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { type AuthMode, type SignInContinuation, useAuthSubmit } from "../hooks/use-auth-submit";
import { ContinuingConsent } from "./continuing-consent";
import { ForgotPasswordForm } from "./forgot-password-form";
import { GoogleButton } from "./google-button";
import { OrDivider } from "./or-divider";
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

/** The /auth card: sign-in and create-account modes, Google, and email + password; the page says where a sign-in continues. */
export function AuthForm(continuation: SignInContinuation) {
  const [mode, setMode] = useState<AuthMode>("signin");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [forgotPassword, setForgotPassword] = useState(false);
  const { submit, busy } = useAuthSubmit(continuation);
  const text = copy[mode];

  function toggleMode() {
    setMode(mode === "signin" ? "signup" : "signin");
    setAcceptedTerms(false);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const created = await submit({ mode, email: email.trim(), password, acceptedTerms });
    if (created) setPassword("");
  }

  if (forgotPassword) return <ForgotPasswordForm initialEmail={email} onBack={() => setForgotPassword(false)} />;

  return (
    <div className="space-y-6">
      <div className="text-center">
        <h1 className="text-3xl font-extrabold text-white sm:text-4xl">{text.title}</h1>
        <p className="mt-2 text-zinc-400">{text.subtitle}</p>
      </div>
      <GoogleButton failureTitle="Google Sign In Failed" callbackPath={continuation.callbackPath} />
      {mode === "signup" ? <ContinuingConsent className="-mt-3 text-center text-zinc-400" /> : null}
      <OrDivider />
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
            autoComplete={mode === "signin" ? "current-password" : "new-password"}
            required
            minLength={mode === "signup" ? MIN_PASSWORD_LENGTH : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder={mode === "signup" ? `At least ${MIN_PASSWORD_LENGTH} characters` : "Your password"}
          />
        </Field>
        {mode === "signin" ? (
          <div className="-mt-2 text-right">
            <button type="button" onClick={() => setForgotPassword(true)} className="text-sm font-medium text-flame-300 hover:underline">
              Forgot password?
            </button>
          </div>
        ) : null}
        {mode === "signup" ? <TermsCheckbox checked={acceptedTerms} onChange={setAcceptedTerms} /> : null}
        <Button type="submit" size="lg" className="w-full" disabled={busy || (mode === "signup" && !acceptedTerms)}>
          {busy ? <Spinner /> : null}
          {text.submit}
        </Button>
      </form>
      <p className="text-center text-sm text-zinc-400">
        {text.toggle}{" "}
        <button type="button" onClick={toggleMode} className="font-semibold text-flame-300 hover:underline">
          {text.toggleAction}
        </button>
      </p>
    </div>
  );
}
