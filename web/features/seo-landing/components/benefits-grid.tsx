import { Flame, type LucideIcon, Rocket, Share2, ShieldCheck, Sparkles, Zap } from "lucide-react";
import { SectionHeading } from "../../../components/marketing/section-heading";
import type { SeoPageContent } from "../content/types";

const icons: LucideIcon[] = [Sparkles, Zap, Share2, ShieldCheck, Rocket, Flame];

/** 'Why This Works': the page's benefits as a grid of cards. */
export function BenefitsGrid({ benefits }: { benefits: SeoPageContent["benefits"] }) {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading id="benefits-heading" eyebrow="The secret sauce" title="Why This Works" />
      <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit, index) => {
          const Icon = icons[index % icons.length];
          return (
            <div key={benefit.title} className="rounded-3xl bg-ink-900/80 p-6 ring-1 ring-white/10">
              <span className="grid size-11 place-items-center rounded-2xl bg-flame-500/15 text-flame-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-white">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-400">{benefit.description}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}
