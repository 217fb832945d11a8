import type { ReactNode } from "react";

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
}

/** The heading band of the info pages (about, contact, legal). */
export function PageHero({ eyebrow, title, children }: PageHeroProps) {
  return (
    <div className="relative isolate overflow-hidden border-b border-white/5">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(255,90,31,0.22),transparent_60%)]" />
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 sm:pb-16">
        {eyebrow ? <p className="text-sm font-semibold tracking-widest text-flame-400 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 text-4xl font-extrabold text-white sm:text-6xl">{title}</h1>
        {children ? <div className="mx-auto mt-5 max-w-2xl text-lg text-zinc-400">{children}</div> : null}
      </div>
    </div>
  );
}
