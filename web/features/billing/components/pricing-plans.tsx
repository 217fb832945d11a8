import type { ProviderId, SubscriptionView } from "../../../../common/billing";
import type { Tier } from "../../../../common/public-site";
import { Button } from "../../../components/ui/button";
import { planKey } from "../hooks/use-choose-plan";
import { TierCard } from "./tier-card";

export interface PlanButtonsState {
  /** The provider of the main button, and PayPal as a second button when it is an extra option. */
  paypalAlternative: boolean;
  pendingKey: string | null;
  /** False until the app has loaded (prerendered HTML): the plan buttons show disabled. */
  ready: boolean;
  activeSubscription: SubscriptionView | null;
  onChoose(tier: Tier, provider?: ProviderId): void;
  onChangePlan(): void;
}

function PlanActions({ tier, state }: { tier: Tier; state: PlanButtonsState }) {
  const { pendingKey, activeSubscription, paypalAlternative } = state;
  const busy = pendingKey !== null || !state.ready;
  const label = (provider?: ProviderId) => (pendingKey === planKey(tier.id, provider) ? "Processing..." : null);
  if (tier.kind === "subscription" && activeSubscription) {
    const isCurrent = activeSubscription.tierId === tier.id;
    return (
      <Button className="w-full" variant={isCurrent ? "outline" : "secondary"} disabled={isCurrent} onClick={state.onChangePlan}>
        {isCurrent ? "Current Plan" : "Change Plan"}
      </Button>
    );
  }
  return (
    <div className="grid gap-2">
      <Button className="w-full" variant={tier.isPopular ? "primary" : "secondary"} disabled={busy} onClick={() => state.onChoose(tier)}>
        {label() ?? (tier.kind === "subscription" ? "Subscribe" : "Buy Now")}
      </Button>
      {paypalAlternative ? (
        <Button className="w-full" variant="ghost" size="sm" disabled={busy} onClick={() => state.onChoose(tier, "paypal")}>
          {label("paypal") ?? "Pay with PayPal"}
        </Button>
      ) : null}
    </div>
  );
}

/** One section of /pricing ('Monthly Subscriptions', 'One-time Purchase'): a card per plan. */
export function PlanSection({ title, tiers, state }: { title: string; tiers: Tier[]; state: PlanButtonsState }) {
  if (tiers.length === 0) return null;
  const id = `plans-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-16">
      <h2 id={id} className="text-center text-2xl font-bold text-white sm:text-3xl">
        {title}
      </h2>
      <div className="mx-auto mt-10 grid max-w-5xl justify-center gap-6 md:grid-cols-[repeat(auto-fit,minmax(0,20rem))]">
        {tiers.map((tier) => (
          <TierCard key={tier.id} tier={tier} action={<PlanActions tier={tier} state={state} />} />
        ))}
      </div>
    </section>
  );
}
