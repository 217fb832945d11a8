import { Quote } from "lucide-react";
import type { SeoPageContent } from "../content/types";

/** One happy (and freshly roasted) customer. */
export function Testimonial({ testimonial }: { testimonial: NonNullable<SeoPageContent["testimonial"]> }) {
  return (
    <section aria-label="Testimonial" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <figure className="relative rounded-[2rem] bg-ink-900/80 p-8 text-center ring-1 ring-white/10 sm:p-12">
        <Quote className="mx-auto size-10 text-flame-500" aria-hidden="true" />
        <blockquote className="mt-6 font-display text-2xl leading-snug font-semibold text-white sm:text-3xl">“{testimonial.text}”</blockquote>
        <figcaption className="mt-6 text-sm text-zinc-400">
          <span className="font-semibold text-zinc-200">{testimonial.author}</span> · {testimonial.handle}
        </figcaption>
      </figure>
    </section>
  );
}
