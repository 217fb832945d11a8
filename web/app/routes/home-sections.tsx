import { PricingSection } from "../../features/billing/components/pricing-section";
import { GallerySection } from "../../features/gallery/components/gallery-section";
import { FinalCta } from "../../features/landing/components/final-cta";
import { HowItWorks } from "../../features/landing/components/how-it-works";

/** Everything on / below the hero: its own chunk, hydrated once it arrives after the first paint. */
export default function HomeSections({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <HowItWorks />
      <GallerySection />
      <PricingSection />
      <FinalCta signedIn={signedIn} />
    </>
  );
}
