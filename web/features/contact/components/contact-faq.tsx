import { ChevronDown } from "lucide-react";

const faqs = [
  {
    q: "How long does a roast take?",
    a: "Results usually take seconds: most roasts are ready shortly after your upload finishes. At busy times it can take up to a minute.",
  },
  {
    q: "What happens to my screenshot?",
    a: "It is used only to make your roast and is deleted automatically within 24 hours. Your videos stay in your account for 90 days (compilations for 1 year).",
  },
  {
    q: "I didn't love my roast. Now what?",
    a: "Our satisfaction promise has you covered: message us and we'll add a free credit so you can re-roast it. Failed videos refund their credit automatically.",
  },
  {
    q: "How do I cancel my subscription?",
    a: "Anytime, from your account or by writing to us. It stays active until the end of the billing period you've paid for.",
  },
  {
    q: "Can I roast my friends?",
    a: "Yes, with their permission. Roasts are playful and PG-13, and the AI jokes about posts and styling, never about who someone is.",
  },
  {
    q: "Which video formats do I get?",
    a: "HD landscape (16:9) for YouTube and TVs, and portrait (9:16) for TikTok, Reels and Stories.",
  },
];

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
