import { HeroBackground } from "../../components/marketing/hero-background";
import { PageLoading } from "../../components/ui/page-loading";
import { useAuth } from "../../features/auth/auth-provider";
import { EmailSignupForm } from "../../features/auth/components/email-signup-form";
import { useBackgroundVideo } from "../../features/gallery/api/get-gallery";
import { GallerySection } from "../../features/gallery/components/gallery-section";
import { FinalCta } from "../../features/landing/components/final-cta";
import { HowItWorks } from "../../features/landing/components/how-it-works";
import { LandingHero } from "../../features/landing/components/landing-hero";
import { PricingSection } from "../../features/pricing-preview";
import { usePageTitle } from "../../lib/use-page-title";
import { SignedInHeroActions } from "../../features/landing/components/signed-in-hero-actions";

/** / — the landing page. */
export default function HomePage() {
  usePageTitle(undefined);
  const { user, isLoading } = useAuth();
  const backgroundVideo = useBackgroundVideo();
  if (isLoading) return <PageLoading />;

  return (
    <>
      <section aria-label="Introduction" className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden">
        <HeroBackground video={backgroundVideo} />
        <LandingHero signup={user ? <SignedInHeroActions /> : <EmailSignupForm />} />
      </section>
      <HowItWorks />
      <GallerySection />
      <PricingSection />
      <FinalCta signedIn={Boolean(user)} />
    </>
  );
}
