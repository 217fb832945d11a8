import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "../../../components/marketing/section-heading";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { useQueryView } from "../../../lib/use-query-view";
import { useTiers } from "../api/get-tiers";
import { planKey, useChoosePlan } from "../hooks/use-choose-plan";
import { formatPrice } from "../plan-format";
import { TierCard } from "./tier-card";

const SKELETON_KEYS = ["first", "second", "third"];

/**
 * The landing pages' plan overview: monthly plans as cards (3 skeletons while none have arrived;
 * prerendered plans stay, also if their refresh fails). A card's button starts that plan's checkout
 * (signed out: keeps the choice and goes to sign in).
 */
export function PricingSection() {
  const tiers = useQueryView(useTiers());
  const { choose, pendingKey, ready } = useChoosePlan();
  const all = tiers.kind === "ready" ? tiers.data : [];
  const subscriptions = all.filter((tier) => tier.kind === "subscription");
  const oneOff = all.find((tier) => tier.kind === "one_off");

  return (
    <section aria-labelledby="pricing-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Pick Your Heat Level">
        Your first roast is free. After that, subscribe for a monthly stack of roasts or buy one when the mood strikes.
      </SectionHeading>
      <div aria-busy={tiers.kind === "loading" || (tiers.kind === "ready" && tiers.refreshing)} className="mt-14 grid gap-6 md:grid-cols-3">
        {tiers.kind === "loading" ? (
          SKELETON_KEYS.map((key) => (
            <div key={key} data-testid="pricing-skeleton" className="space-y-4 rounded-3xl bg-ink-900/80 p-8 ring-1 ring-white/10">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-10 w-2/3" />
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          ))
        ) : tiers.kind === "error" ? (
          <p className="text-center text-zinc-400 md:col-span-3">
            Plans could not be loaded right now.{" "}
            <Link to="/pricing" className="text-flame-300 underline">
              See all pricing
            </Link>
            .
          </p>
        ) : (
          subscriptions.map((tier) => (
            <TierCard
              key={tier.id}
              tier={tier}
              action={
                <Button
                  className="w-full"
                  variant={tier.isPopular ? "primary" : "secondary"}
                  disabled={pendingKey !== null || !ready}
                  onClick={() => void choose(tier)}
                >
                  {pendingKey === planKey(tier.id) ? "Processing..." : `Choose ${tier.name}`}
                </Button>
              }
            />
          ))
        )}
      </div>
      <div className="mt-10 flex flex-col items-center gap-3 text-center text-sm text-zinc-400">
        {oneOff ? (
          <p>
            Just one? Get a single roast video for {formatPrice(oneOff.price)}.{" "}
            <Link to="/pricing" className="font-semibold text-flame-300 hover:underline">
              See all options
            </Link>
          </p>
        ) : null}
        <p className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-emerald-400" aria-hidden="true" />
          100% satisfaction promise: not happy with a roast? We'll give you a free credit to try again.
        </p>
      </div>
    </section>
  );
}
