import { ShieldCheck } from "lucide-react";

/** The 100% satisfaction promise: an unhappy customer gets a free re-roast. */
export function SatisfactionGuarantee() {
  return (
    <section
      aria-labelledby="guarantee-heading"
      className="mx-auto mt-16 flex max-w-2xl items-start gap-4 rounded-3xl bg-emerald-500/10 p-6 ring-1 ring-emerald-500/20"
    >
      <ShieldCheck className="size-8 shrink-0 text-emerald-400" aria-hidden="true" />
      <div>
        <h2 id="guarantee-heading" className="text-lg font-bold text-white">
          100% Satisfaction Guarantee
        </h2>
        <p className="mt-1 text-sm text-zinc-300">
          Not happy with a roast? Tell us and we'll re-roast it for free: you get a free credit to try again. No awkward questions.
        </p>
      </div>
    </section>
  );
}
