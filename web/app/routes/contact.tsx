import { PageHero } from "../../components/marketing/page-hero";
import { Card } from "../../components/ui/card";
import { BusinessHours } from "../../features/contact/components/business-hours";
import { ContactFaq } from "../../features/contact/components/contact-faq";
import { ContactForm } from "../../features/contact/components/contact-form";
import { usePageTitle } from "../../lib/use-page-title";

/** /contact — support form, FAQ and hours. */
export default function ContactPage() {
  usePageTitle("Contact & Support");
  return (
    <>
      <PageHero eyebrow="Support" title="Contact Us">
        <p>Questions, feedback, or a roast that missed the mark? Send us a message. We reply within 24 hours.</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <Card>
          <h2 className="text-2xl font-bold text-white">Send a Message</h2>
          <p className="mt-2 mb-8 text-sm text-zinc-400">All fields are required.</p>
          <ContactForm />
        </Card>
        <BusinessHours />
        <div className="lg:col-span-2">
          <ContactFaq />
        </div>
      </div>
    </>
  );
}
