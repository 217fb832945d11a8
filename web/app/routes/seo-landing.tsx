import { HeroBackground } from "../../components/marketing/hero-background";
import { useAuth } from "../../features/auth/auth-provider";
import { EmailSignupForm } from "../../features/auth/components/email-signup-form";
import { emailLinkCallbackPath } from "../../features/billing/email-link-path";
import { GallerySection } from "../../features/gallery/components/gallery-section";
import { FinalCta } from "../../features/landing/components/final-cta";
import { BenefitsGrid } from "../../features/seo-landing/components/benefits-grid";
import { DescriptionSignup } from "../../features/seo-landing/components/description-signup";
import { ExamplesGrid } from "../../features/seo-landing/components/examples-grid";
import { SeoHero } from "../../features/seo-landing/components/seo-hero";
import { Testimonial } from "../../features/seo-landing/components/testimonial";
import type { SeoPageContent } from "../../features/seo-landing/content/types";
import { usePageTitle } from "../../lib/use-page-title";

/** /instagram-roast, /tiktok-roast, … — one template, words from features/seo-landing/content. */
export default function SeoLandingPage({ page }: { page: SeoPageContent }) {
  usePageTitle(`${page.title} — AI Roast Video`);
  const { user } = useAuth();

  return (
    <>
      <section aria-label="Introduction" className="relative isolate flex min-h-[70svh] items-center overflow-hidden">
        <HeroBackground />
        <SeoHero page={page} />
      </section>
      <DescriptionSignup description={page.description} signup={<EmailSignupForm callbackPath={emailLinkCallbackPath} />} />
      <BenefitsGrid benefits={page.benefits} />
      <ExamplesGrid examples={page.examples} />
      <GallerySection title={`${page.title} Examples`} subtitle="Six sample roasts, each made from a single screenshot." />
      {page.testimonial ? <Testimonial testimonial={page.testimonial} /> : null}
      <FinalCta signedIn={Boolean(user)} title={`Ready for Your ${page.title}?`} />
    </>
  );
}
