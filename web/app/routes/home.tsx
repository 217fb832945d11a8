import { lazy, Suspense } from "react";
import { HeroBackground } from "../../components/marketing/hero-background";
import { useAuth } from "../../features/auth/auth-provider";
import { EmailSignupForm } from "../../features/auth/components/email-signup-form";
import { emailLinkCallbackPath } from "../../features/billing/email-link-path";
import { LandingHero } from "../../features/landing/components/landing-hero";
import { SignedInHeroActions } from "../../features/landing/components/signed-in-hero-actions";
import { usePageTitle } from "../../lib/use-page-title";

const HomeSections = lazy(() => import("./home-sections"));

/** / — the landing page. */
export default function HomePage() {
  usePageTitle(undefined);
  // The signed-out page is what is prerendered; signed-in actions replace it once the session is known.
  const { user } = useAuth();

  return (
    <>
      <section aria-label="Introduction" className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden">
        <HeroBackground />
        <LandingHero signup={user ? <SignedInHeroActions /> : <EmailSignupForm callbackPath={emailLinkCallbackPath} />} />
      </section>
      <Suspense fallback={<div className="min-h-screen" />}>
        <HomeSections signedIn={Boolean(user)} />
      </Suspense>
    </>
  );
}
