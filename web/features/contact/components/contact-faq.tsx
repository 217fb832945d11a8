import { ChevronDown } from "lucide-react";
import { CONTACT_FAQS as faqs } from "../contact-faqs";

/** Common questions as native disclosure widgets (keyboard and screen-reader friendly for free). */
export function ContactFaq() {
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold text-white">
        Frequently Asked Questions
      </h2>
      <div className="mt-6 divide-y divide-white/10 rounded-3xl bg-ink-900/80 ring-1 ring-white/10">
        {faqs.map((faq) => (
          <details key={faq.q} className="group px-6 py-1">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 font-semibold text-white [&::-webkit-details-marker]:hidden">
              {faq.q}
              <ChevronDown className="size-5 shrink-0 text-zinc-400 transition group-open:rotate-180" aria-hidden="true" />
            </summary>
            <p className="pb-5 text-sm leading-relaxed text-zinc-400">{faq.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
