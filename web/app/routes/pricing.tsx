import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { PRODUCT } from "../../../common/brand";
import { hasCurrentSubscription } from "../../../common/subscription-status-text";
import { Button } from "../../components/ui/button";
import { PageLoading } from "../../components/ui/page-loading";
import { useAccount } from "../../features/account";
import { useAuth } from "../../features/auth";
import {
  type PlanButtonsState,
  PlanDialog,
  PlanSection,
  SatisfactionGuarantee,
  useBillingProviders,
  useChangePlan,
  useChoosePlan,
  useTiers,
} from "../../features/billing";
import { queryKeys } from "../../lib/query-keys";
import { notifyError } from "../../lib/toast";
import { usePageTitle } from "../../lib/use-page-title";

/** /pricing — every plan. Signed out, a choice is kept while the visitor signs in; signed in, it goes to checkout. */
export default function PricingPage() {
  usePageTitle("Pricing");
  const tiers = useTiers();
  const { user } = useAuth();
  const account = useAccount({ enabled: Boolean(user) });
  const providers = useBillingProviders();
  const { choose, pendingKey, ready } = useChoosePlan();
  const queryClient = useQueryClient();
  const changeTo = useChangePlan({ onChanged: () => void queryClient.invalidateQueries({ queryKey: queryKeys.account }) });
  const [dialogOpen, setDialogOpen] = useState(false);

  // Only a failure with nothing to show is news: prerendered plans stay when their refresh fails.
  const failed = tiers.isError && tiers.data === undefined;
  useEffect(() => {
    if (failed) notifyError("Error", "Failed to load subscription tiers");
  }, [failed]);

  if (tiers.isPending) return <PageLoading label="Loading pricing options..." />;
  const all = tiers.data ?? [];
  const subscription = account.data?.subscription ?? null;
  const active = subscription && hasCurrentSubscription(subscription) ? subscription : null;
  const offered = providers.data?.providers ?? [];
  const state: PlanButtonsState = {
    paypalAlternative: offered.includes("paypal") && offered[0] !== "paypal",
    pendingKey,
    ready,
    activeSubscription: active,
    onChoose: (tier, provider) => void choose(tier, provider),
    onChangePlan: () => setDialogOpen(true),
  };

  return (
    <div className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold text-white sm:text-6xl">
          <span className="text-flame-gradient capitalize">{PRODUCT}</span> Pricing
        </h1>
        <p className="mt-5 text-lg text-zinc-400">
          Your first roast is free. Prices in USD, taxes included. Cancel a subscription anytime; it runs to the end of the billing period.
        </p>
        {/* The test-mode note is known only after /api/billing/providers answers: its line is kept either way so the plans below never move. */}
        <div className="mt-5 flex min-h-9 justify-center">
          {providers.data?.testMode ? (
            <p className="w-fit rounded-full bg-amber-400/15 px-4 py-1.5 text-sm font-semibold text-amber-200 ring-1 ring-amber-400/30">
              Test mode: checkouts are simulated, no real payment is taken.
            </p>
          ) : null}
        </div>
      </div>
      {failed ? <p className="mt-16 text-center text-zinc-400">Plans could not be loaded. Please refresh the page.</p> : null}
      <PlanSection title="Monthly Subscriptions" tiers={all.filter((tier) => tier.kind === "subscription")} state={state} />
      {all.length > 0 ? (
        <div className="mt-6 text-center">
          <Button variant="ghost" size="sm" onClick={() => setDialogOpen(true)}>
            {active ? "Change your plan" : "Compare monthly plans"}
          </Button>
        </div>
      ) : null}
      <PlanSection title="One-time Purchase" tiers={all.filter((tier) => tier.kind === "one_off")} state={state} />
      <SatisfactionGuarantee />
      <PlanDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        currentTierId={active?.tierId ?? null}
        onConfirm={async (tier) => {
          if (active) {
            await changeTo(tier);
            setDialogOpen(false);
          } else await choose(tier);
        }}
      />
    </div>
  );
}
