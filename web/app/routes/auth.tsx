import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { HeroBackground } from "../../components/marketing/hero-background";
import { Card } from "../../components/ui/card";
import { PageLoading } from "../../components/ui/page-loading";
import { useAuth } from "../../features/auth";
import { AuthForm } from "../../features/auth/components/auth-form";
import { emailLinkCallbackPath } from "../../features/billing/email-link-path";
import { continueAfterSignIn } from "../../features/billing/resume-selected-plan";
import { usePublicConfig } from "../../features/public-config/api/get-public-config";
import { usePageTitle } from "../../lib/use-page-title";

/**
 * /auth — sign in or create an account. Someone already signed in is sent on straight away; a
 * sign-in continues to the plan chosen before it (its checkout) or the studio.
 */
export default function AuthPage() {
  usePageTitle("Sign In");
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const config = usePublicConfig();
  // Only a session that existed when the page opened redirects; a sign-in made here is
  // continued by the form when it is done (it may resume a stored plan), and a sign-up stays here.
  const sessionAtOpen = useRef<boolean | null>(null);
  if (!isLoading && sessionAtOpen.current === null) sessionAtOpen.current = Boolean(user);
  const onSignedIn = () => continueAfterSignIn({ navigate });

  useEffect(() => {
    if (!isLoading && sessionAtOpen.current) void continueAfterSignIn({ navigate });
  }, [isLoading, navigate]);

  // Decided once: better-auth checks a signed-out session again on a sign-up or a sign-in, and
  // the card must stay through that (it says where the sign-up's mail went). It also waits for
  // the deployment's facts (is Google offered?), so it does not grow once they come.
  if (sessionAtOpen.current !== false || config.isPending) return <PageLoading />;

  return (
    <div className="relative isolate overflow-hidden px-4 py-12 sm:py-20">
      <HeroBackground still />
      <div className="relative mx-auto w-full max-w-md">
        <Link to="/" className="mb-6 inline-flex items-center gap-2 rounded-lg text-sm font-medium text-zinc-400 transition hover:text-white">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
        <Card className="shadow-2xl shadow-black/40">
          <AuthForm onSignedIn={onSignedIn} callbackPath={emailLinkCallbackPath} />
        </Card>
      </div>
    </div>
  );
}
