import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("rounded-3xl bg-ink-900/80 p-6 ring-1 ring-white/10 backdrop-blur sm:p-8", className)} {...props} />;
}
