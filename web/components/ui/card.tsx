import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A panel; `ref` reaches its div (a prop in React 19). */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("rounded-3xl bg-ink-900/80 p-6 ring-1 ring-white/10 backdrop-blur sm:p-8", className)} {...props} />;
}
