import { AppError } from "../../lib/errors";
import { applyEvents } from "./apply-events";
import type { PlanChangeTiming, SubscriptionRow } from "./billing-types";
import { findActiveSubscription } from "./find-subscription";
import { findTierRow } from "./find-tiers";
import { choosePlanChangeTiming } from "./plan-change";
import type { BillingDeps } from "./select-providers";

const noSubscription = () => new AppError("NOT_FOUND", "No active subscription", { title: "Subscription Error" });

async function requireActive(deps: BillingDeps, userId: string) {
  const subscription = await findActiveSubscription(deps.database.db, userId);
  if (!subscription) throw noSubscription();
  const provider = deps.billing.get(subscription.provider);
  if (!provider) {
    throw new AppError("UNPROCESSABLE", "This subscription's payment provider is no longer available. Please contact support.", {
      title: "Subscription Error",
    });
  }
  return { subscription, provider };
}

/** Cancels at the end of the paid period: credits and access stay until then. */
export async function cancelSubscription(deps: BillingDeps, userId: string): Promise<SubscriptionRow> {
  const { subscription, provider } = await requireActive(deps, userId);
  if (!subscription.cancelAtPeriodEnd) await applyEvents(deps.database.db, await provider.cancelAtPeriodEnd(subscription));
  return (await findActiveSubscription(deps.database.db, userId)) ?? subscription;
}

export interface ChangePlanResult {
  /** Where the buyer approves or pays the change (test checkout, PayPal); null when nothing is left to do. */
  url: string | null;
  timing: PlanChangeTiming;
  /** The plan paid for and the plan billed next, after the change. */
  tierId: string;
  pendingTierId: string | null;
  currentPeriodEnd: Date | null;
}

/**
 * Switches plans, never without payment: an upgrade applies once the prorated difference is paid
 * (Stripe charges it at once; the test checkout and PayPal ask the buyer), a downgrade from the
 * next period. Choosing the plan already paid for undoes a scheduled change.
 */
export async function changePlan(deps: BillingDeps, user: { id: string; email: string }, tierId: string): Promise<ChangePlanResult> {
  const { subscription, provider } = await requireActive(deps, user.id);
  const [tier, currentTier] = await Promise.all([findTierRow(deps.database.db, tierId), findTierRow(deps.database.db, subscription.tierId)]);
  if (tier?.kind !== "subscription" || !currentTier) throw new AppError("BAD_REQUEST", "Invalid tier selected", { title: "Error" });
  const scheduled = subscription.pendingTierId ?? subscription.tierId;
  if (tier.id === scheduled) {
    const message = tier.id === subscription.tierId ? "You are already on this plan." : `Your plan already changes to ${tier.name} at the end of this period.`;
    throw new AppError("CONFLICT", message, { title: "Subscription Error" });
  }
  const timing = choosePlanChangeTiming(currentTier, tier);
  const outcome = await provider.changePlan(subscription, tier, { timing, currentTier, user });
  if (outcome.kind === "changed") await applyEvents(deps.database.db, outcome.events);
  const after = (await findActiveSubscription(deps.database.db, user.id)) ?? subscription;
  return {
    url: outcome.kind === "approval" ? outcome.url : null,
    timing,
    tierId: after.tierId,
    pendingTierId: after.pendingTierId,
    currentPeriodEnd: after.currentPeriodEnd,
  };
}

/** The provider's customer portal (Stripe), for payment methods and invoices. */
export async function createPortalLink(deps: BillingDeps, userId: string, returnUrl: string): Promise<{ url: string }> {
  const { subscription, provider } = await requireActive(deps, userId);
  if (!provider.createPortalLink) throw new AppError("NOT_FOUND", "No billing portal for this subscription");
  return provider.createPortalLink(subscription, returnUrl);
}

/** Test mode only: moves the user's test subscription to its next period (a renewal, or its end if canceled). */
export async function advanceTestPeriod(deps: BillingDeps, userId: string): Promise<void> {
  const subscription = await findActiveSubscription(deps.database.db, userId);
  if (subscription?.provider !== "local") throw noSubscription();
  const { local } = deps.billing;
  // The new period is billed at the plan scheduled for it.
  const tier = await findTierRow(deps.database.db, subscription.pendingTierId ?? subscription.tierId);
  if (!local || !tier) throw noSubscription();
  await local.advancePeriod(subscription, tier);
}
