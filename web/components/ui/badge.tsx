import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

type BadgeTone = "flame" | "neutral" | "success" | "muted";

const tones: Record<BadgeTone, string> = {
  flame: "bg-flame-500/15 text-flame-300 ring-flame-500/30",
  neutral: "bg-white/10 text-zinc-100 ring-white/15",
  success: "bg-emerald-500/15 text-emerald-300 ring-emerald-500/30",
  muted: "bg-black/50 text-zinc-200 ring-white/10 backdrop-blur",
};

export function Badge({ tone = "flame", className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset", tones[tone], className)}
      {...props}
    />
  );
}
