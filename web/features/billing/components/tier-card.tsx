import { Check, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import type { Tier } from "../../../../common/public-site";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import { formatPrice, tierHighlights } from "../plan-format";

interface TierCardProps {
  tier: Tier;
  /** The card's call to action (a link here, a checkout button on /pricing). */
  action: ReactNode;
}

/** One plan: name, price, what it includes. 'Most Popular' plans get the flame treatment. */
export function TierCard({ tier, action }: TierCardProps) {
  return (
    <article
      className={cn(
        "relative flex flex-col rounded-3xl p-6 ring-1 sm:p-8",
        tier.isPopular
          ? "bg-gradient-to-b from-flame-500/15 to-ink-900 ring-2 ring-flame-500/70 shadow-2xl shadow-flame-600/20"
          : "bg-ink-900/80 ring-white/10",
      )}
    >
      {tier.isPopular ? (
        <Badge tone="flame" className="absolute -top-3 left-1/2 -translate-x-1/2 bg-flame-500 text-white ring-0">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Most Popular
        </Badge>
      ) : null}
      <h3 className="text-xl font-bold text-white">{tier.name}</h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="font-display text-4xl font-extrabold text-white">{formatPrice(tier.price)}</span>
        <span className="text-sm text-zinc-400">{tier.kind === "subscription" ? "/month" : "one-time"}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-zinc-300">
        {tierHighlights(tier).map((line) => (
          <li key={line} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-flame-400" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </article>
  );
}
