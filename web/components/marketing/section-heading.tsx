import type { ReactNode } from "react";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
}

/** The centred heading block every marketing section opens with. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? <p className="text-sm font-semibold tracking-widest text-flame-400 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-3 text-3xl font-extrabold text-white sm:text-5xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-zinc-400">{children}</p> : null}
    </div>
  );
}
