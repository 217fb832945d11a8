import { CreditCard, FastForward } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { AccountSummary } from "../../../../common/billing";
import { formatBillingDate, hasCurrentSubscription } from "../../../../common/subscription-status-text";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { notify, notifyError } from "../../../lib/toast";
import { advanceTestPeriod, formatPrice, openBillingPortal, PlanDialog, redirectBrowser, useChangePlan, useChoosePlan } from "../../billing";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { describeManagedPlan } from "../lib/describe-plan-status";
import { ExtraCredits } from "./extra-credits";

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex justify-between gap-4 py-3 text-sm">
    <dt className="text-zinc-400">{label}</dt>
    <dd className="text-right font-medium text-white">{children}</dd>
  </div>
);

/** Subscription Management: the plan and its state, Change Plan / Subscribe Now, cancel, billing portal. */
export function SubscriptionCard({ account, onChanged }: { account: AccountSummary; onChanged(): void }) {
  const [dialog, setDialog] = useState<"plans" | "cancel" | null>(null);
  const [busy, setBusy] = useState(false);
  const { choose } = useChoosePlan();
  const changeTo = useChangePlan({ onChanged });
  const sub = account.subscription;
  const active = sub && hasCurrentSubscription(sub) ? sub : null;
  const end = active?.currentPeriodEnd ? formatBillingDate(active.currentPeriodEnd) : null;

  async function run(action: () => Promise<void>, failure: string) {
    setBusy(true);
    try {
      await action();
    } catch {
      notifyError("Error", failure);
    } finally {
      setBusy(false);
    }
  }
  const portal = () => run(async () => redirectBrowser((await openBillingPortal()).url), "Failed to open the billing portal. Please try again.");
  const advance = () =>
    run(async () => {
      await advanceTestPeriod();
      notify(
        "Next period started",
        active?.cancelAtPeriodEnd ? "The canceled subscription has ended." : "The subscription renewed with a new month of credits.",
      );
      onChanged();
    }, "Failed to start the next period.");

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-bold text-white">
        <CreditCard className="size-5 text-flame-400" aria-hidden="true" />
        Subscription Management
      </h2>
      {active ? (
        <>
          <dl className="mt-4 divide-y divide-white/10">
            <Row label="Plan">{active.tierName}</Row>
            <Row label="Price">{formatPrice(active.price)} per month</Row>
            <Row label="Credits included">{active.creditsIncluded} per month</Row>
            <Row label="Status">{describeManagedPlan(active)}</Row>
            {active.pendingTierName && !active.cancelAtPeriodEnd ? (
              <Row label="Next period">{`Your plan changes to the ${active.pendingTierName} on ${end ?? "your next billing date"}`}</Row>
            ) : null}
          </dl>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button onClick={() => setDialog("plans")}>Change Plan</Button>
            {active.cancelAtPeriodEnd ? null : (
              <Button variant="outline" onClick={() => setDialog("cancel")}>
                Cancel Subscription
              </Button>
            )}
            {active.hasPortal ? (
              <Button variant="outline" onClick={portal} disabled={busy}>
                Manage billing
              </Button>
            ) : null}
            {active.canAdvancePeriod ? (
              <Button variant="ghost" onClick={advance} disabled={busy}>
                <FastForward className="size-4" aria-hidden="true" />
                Start next period (test mode)
              </Button>
            ) : null}
          </div>
          <ExtraCredits tierId={active.tierId} />
        </>
      ) : (
        <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold text-white">No Active Subscription</p>
            <p className="mt-1 text-sm text-zinc-400">Subscribe for a fresh stack of roasts every month.</p>
          </div>
          <Button onClick={() => setDialog("plans")}>Subscribe Now</Button>
        </div>
      )}
      <PlanDialog
        open={dialog === "plans"}
        onOpenChange={(open) => setDialog(open ? "plans" : null)}
        currentTierId={active?.tierId ?? null}
        scheduledTierId={active?.pendingTierId ?? null}
        onConfirm={async (tier) => {
          if (!active) return choose(tier);
          await changeTo(tier);
          setDialog(null);
        }}
      />
      <CancelSubscriptionDialog
        open={dialog === "cancel"}
        onOpenChange={(open) => setDialog(open ? "cancel" : null)}
        periodEnd={active?.currentPeriodEnd ?? null}
        onCanceled={onChanged}
      />
    </Card>
  );
}
