import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { buttonClasses } from "./button";

type Tone = "success" | "warning" | "flame";

const tones: Record<Tone, string> = {
  success: "bg-emerald-500/15 text-emerald-300 ring-emerald-500/30",
  warning: "bg-amber-500/15 text-amber-300 ring-amber-500/30",
  flame: "bg-flame-500/15 text-flame-300 ring-flame-500/30",
};

/** Where the panel leads: rendered as large buttons, the first one filled, the others outlined. */
export interface StatusLink {
  to: string;
  label: string;
  primary?: boolean;
}

interface StatusPanelProps {
  icon: LucideIcon;
  tone: Tone;
  title: string;
  children?: ReactNode;
  links?: StatusLink[];
}

/** A centred result card (payment outcomes, empty states): icon, heading, text, actions. */
export function StatusPanel({ icon: Icon, tone, title, children, links = [] }: StatusPanelProps) {
  const primaryIndex = Math.max(
    0,
    links.findIndex((link) => link.primary),
  );
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className={cn("grid size-20 place-items-center rounded-3xl ring-1", tones[tone])}>
        <Icon className="size-10" aria-hidden="true" />
      </span>
      <h1 className="mt-8 text-4xl font-extrabold text-white sm:text-5xl">{title}</h1>
      {children ? <div className="mt-4 space-y-3 text-zinc-400">{children}</div> : null}
      {links.length ? (
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {links.map((link, index) => (
            <Link key={link.to} to={link.to} className={buttonClasses({ variant: index === primaryIndex ? undefined : "outline", size: "lg" })}>
              {link.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
