import { Badge } from "../../../components/ui/badge";
import { SectionHeading } from "../../../components/marketing/section-heading";
import type { SeoPageContent } from "../content/types";

/** 'Perfect For': the kinds of profiles this page's roast shines on. */
export function ExamplesGrid({ examples }: { examples: SeoPageContent["examples"] }) {
  return (
    <section aria-labelledby="examples-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading id="examples-heading" eyebrow="Roast material" title="Perfect For" />
      <div className="mt-12 grid gap-5 md:grid-cols-3">
        {examples.map((example) => (
          <article key={example.title} className="rounded-3xl bg-gradient-to-br from-flame-500/10 via-ink-900 to-ink-900 p-6 ring-1 ring-white/10">
            <Badge>{example.platform}</Badge>
            <h3 className="mt-4 text-xl font-bold text-white">{example.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-zinc-400">{example.description}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
