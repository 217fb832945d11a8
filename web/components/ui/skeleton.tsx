import { cn } from "../../lib/cn";

/** A placeholder block; purely visual, so hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-xl bg-white/[0.06]", className)} />;
}
