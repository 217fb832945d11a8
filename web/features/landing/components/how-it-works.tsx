import { Clock, Film, Share2, Upload } from "lucide-react";
import { PRODUCT } from "../../../../common/brand";
import { SectionHeading } from "../../../components/marketing/section-heading";

const steps = [
  { number: "01", icon: Upload, title: "Upload Photo", text: "Drop any photo or screenshot: a profile, a post, a story, an outfit." },
  { number: "02", icon: Clock, title: "Wait 1 Minute", text: "The AI reads every detail and finds the roast potential you didn't know you had." },
  {
    number: "03",
    icon: Film,
    title: `Watch AI ${PRODUCT}`,
    text: "Personalised, 7 seconds each, in HD. Merge several into one compilation.",
  },
  { number: "04", icon: Share2, title: "Share", text: "Post short clips, or a long compilation, in landscape or portrait." },
];

/** The four steps from screenshot to shared roast. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading id="how-heading" eyebrow="Four steps, zero effort" title="How It Works" />
      <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ number, icon: Icon, title, text }) => (
          <li key={number} className="group relative rounded-3xl bg-ink-900/80 p-6 ring-1 ring-white/10 transition hover:ring-flame-500/40">
            <span aria-hidden="true" className="font-display text-5xl font-extrabold text-white/40 transition group-hover:text-flame-400">
              {number}
            </span>
            <span className="absolute top-6 right-6 grid size-11 place-items-center rounded-2xl bg-flame-500/15 text-flame-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-bold text-white">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-zinc-400">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
