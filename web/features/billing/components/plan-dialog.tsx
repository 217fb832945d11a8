import { Check } from "lucide-react";
import { useState } from "react";
import type { Tier } from "../../../../common/public-site";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { useTiers } from "../api/get-tiers";
import { describePlanChoice } from "../plan-change-messages";
import { formatPrice } from "../plan-format";

interface PlanDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The plan the user is on, if any: shown as current, and the action becomes 'Change Plan'. */
  currentTierId: string | null;
  /** A plan already scheduled for the next period: not offered again; the current plan then undoes it. */
  scheduledTierId?: string | null;
  /** Called with the chosen monthly plan; resolves when the call is done (or the browser leaves). */
  onConfirm(tier: Tier): Promise<void>;
}

/** 'Choose Your Subscription': the monthly plans side by side, one to pick. */
export function PlanDialog({ open, onOpenChange, currentTierId, scheduledTierId = null, onConfirm }: PlanDialogProps) {
  const tiers = useTiers();
  const monthly = tiers.data?.filter((tier) => tier.kind === "subscription") ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until the user picks, the popular plan (or the first one that is not theirs) is preselected.
  const unavailable = scheduledTierId ?? currentTierId;
  const others = monthly.filter((tier) => tier.id !== currentTierId && tier.id !== scheduledTierId);
  const selected = picked ?? (others.find((tier) => tier.isPopular) ?? others[0])?.id ?? null;
  const chosen = monthly.find((tier) => tier.id === selected);
  const current = monthly.find((tier) => tier.id === currentTierId);
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) setPicked(null);
    onOpenChange(next);
  };
  async function confirm() {
    if (!chosen) return;
    setBusy(true);
    try {
      await onConfirm(chosen);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Choose Your Subscription"
      description={
        currentTierId
          ? "An upgrade starts as soon as you pay the difference for the rest of this period; its monthly credits come with your next renewal. A cheaper plan starts with your next billing period."
          : "Pick a monthly plan. Cancel anytime; it runs to the end of the billing period."
      }
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!chosen || chosen.id === unavailable || busy}>
            {busy ? "Processing..." : currentTierId ? describePlanChoice(current, chosen) : "Subscribe"}
          </Button>
        </>
      }
    >
      <fieldset className="grid gap-3">
        <legend className="sr-only">Monthly plans</legend>
        {tiers.isPending ? [1, 2, 3].map((n) => <Skeleton key={n} className="h-20 w-full" />) : null}
        {monthly.map((tier) => {
          const isCurrent = tier.id === currentTierId;
          const isScheduled = tier.id === scheduledTierId;
          const isUnavailable = tier.id === unavailable;
          const isSelected = tier.id === selected;
          return (
            <label
              key={tier.id}
              className={cn(
                "flex cursor-pointer items-center justify-between gap-4 rounded-2xl p-4 ring-1 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-flame-300",
                isSelected ? "bg-flame-500/10 ring-2 ring-flame-500" : "bg-white/[0.03] ring-white/10 hover:ring-white/25",
                isUnavailable && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="radio"
                name="plan"
                value={tier.id}
                checked={isSelected}
                disabled={isUnavailable || busy}
                onChange={() => setPicked(tier.id)}
                className="sr-only"
              />
              <span>
                <span className="flex flex-wrap items-center gap-2 font-semibold text-white">
                  {tier.name}
                  {tier.isPopular ? <span className="rounded-full bg-flame-500 px-2 py-0.5 text-[11px] text-white">Most Popular</span> : null}
                  {isCurrent ? <span className="rounded-full bg-white/10 px-2 py-0.5 text-[11px] text-zinc-200">Current plan</span> : null}
                  {isScheduled ? <span className="rounded-full bg-white/10 px-2 py-0.5 text-[11px] text-zinc-200">Starts next period</span> : null}
                </span>
                <span className="mt-1 block text-sm text-zinc-400">{tier.creditsIncluded} roast videos every month</span>
              </span>
              <span className="flex items-center gap-3">
                <span className="font-display text-lg font-bold whitespace-nowrap text-white">
                  {formatPrice(tier.price)}
                  <span className="text-xs font-normal text-zinc-400">/mo</span>
                </span>
                <span
                  aria-hidden="true"
                  className={cn("grid size-6 place-items-center rounded-full ring-1", isSelected ? "bg-flame-500 ring-flame-500" : "ring-white/25")}
                >
                  {isSelected ? <Check className="size-4 text-white" /> : null}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </Dialog>
  );
}
