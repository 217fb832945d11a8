import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle role={label ? "img" : undefined} aria-label={label} aria-hidden={label ? undefined : true} className={cn("size-5 animate-spin", className)} />
  );
}
