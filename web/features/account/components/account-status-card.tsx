import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import type { AccountSummary } from "../../../../common/billing";
import { formatBillingDate } from "../../../../common/subscription-status-text";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { formatPrice } from "../../billing";
import { describePlanStatus, type PlanStatus } from "../lib/describe-plan-status";

function Tile({ label, value, children, tone }: { label: string; value: ReactNode; children?: ReactNode; tone?: PlanStatus["tone"] }) {
  return (
    <div className="rounded-2xl bg-white/[0.04] p-5 ring-1 ring-white/10">
      <p className="text-sm text-zinc-400">{label}</p>
      <p
        className={cn(
          "mt-2 font-display text-2xl font-bold text-white",
          tone === "active" && "text-emerald-300",
          tone === "warning" && "text-amber-300",
          tone === "neutral" && "text-zinc-100",
        )}
      >
        {value}
      </p>
      {children ? <div className="mt-1 text-sm text-zinc-400">{children}</div> : null}
    </div>
  );
}

/** Account Status: who, since when, and the three tiles — credits, subscription, status. */
export function AccountStatusCard({ account, onRefresh, refreshing }: { account: AccountSummary; onRefresh(): void; refreshing: boolean }) {
  const { credits, subscriptionTier } = account;
  const status = describePlanStatus(account);
  const soonest = credits.lots.find((lot) => lot.expiresAt);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-white">Account Status</h2>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={cn("size-4", refreshing && "animate-spin")} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-zinc-500">Email</dt>
          <dd className="mt-1 font-medium break-all text-white">{account.user.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-zinc-500">Member Since</dt>
          <dd className="mt-1 font-medium text-white">{formatBillingDate(account.user.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <Tile label="Total Credits" value={credits.total}>
          <p>
            {credits.freeRoastsRemaining} free + {credits.paidCredits} paid
          </p>
          {soonest?.expiresAt ? (
            <p className="text-xs text-zinc-500">
              {soonest.remaining} expire {formatBillingDate(soonest.expiresAt)}
            </p>
          ) : null}
        </Tile>
        <Tile label="Subscription" value={subscriptionTier ? subscriptionTier.name : "No Subscription"}>
          {subscriptionTier ? <p>{formatPrice(subscriptionTier.price)}/month</p> : null}
        </Tile>
        <Tile label="Status" value={status.value} tone={status.tone}>
          <p>{status.text}</p>
        </Tile>
      </div>
    </Card>
  );
}
