import type { ReactNode } from "react";

interface DescriptionSignupProps {
  description: string;
  /** The email / Google sign-up box. */
  signup: ReactNode;
}

/** The page's pitch next to the sign-up box. */
export function DescriptionSignup({ description, signup }: DescriptionSignupProps) {
  return (
    <section aria-labelledby="pitch-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid items-center gap-10 rounded-[2rem] bg-ink-900/80 p-6 ring-1 ring-white/10 sm:p-10 lg:grid-cols-2">
        <div>
          <h2 id="pitch-heading" className="text-3xl font-extrabold text-white sm:text-4xl">
            Here's the Deal
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-zinc-300">{description}</p>
        </div>
        <div>
          <p className="mb-4 text-sm font-semibold text-flame-300">Your first roast video is free.</p>
          {signup}
        </div>
      </div>
    </section>
  );
}
