import { AppError } from "../../lib/errors";
import { applyEvents } from "./apply-events";
import type { SubscriptionRow } from "./billing-types";
import { findActiveSubscription } from "./find-subscription";
import { findTierRow } from "./find-tiers";
import type { BillingDeps } from "./receive-webhook";

const noSubscription = () => new AppError("NOT_FOUND", "No active subscription", { title: "Subscription Error" });

async function requireActive(deps: BillingDeps, userId: string) {
  const subscription = await findActiveSubscription(deps.database.db, userId);
  if (!subscription) throw noSubscription();
  const provider = deps.billing.get(subscription.provider);
  if (!provider) {
    throw new AppError("UNPROCESSABLE", "This subscription's payment provider is no longer available. Please contact support.", { title: "Subscription Error" });
  }
  return { subscription, provider };
}

/** Cancels at the end of the paid period: credits and access stay until then. */
export async function cancelSubscription(deps: BillingDeps, userId: string): Promise<SubscriptionRow> {
  const { subscription, provider } = await requireActive(deps, userId);
  if (!subscription.cancelAtPeriodEnd) await applyEvents(deps.database.db, await provider.cancelAtPeriodEnd(subscription));
  return (await findActiveSubscription(deps.database.db, userId)) ?? subscription;
}

/** Switches plans: at once where the provider allows it, else through the provider's approval page. */
export async function changePlan(deps: BillingDeps, userId: string, tierId: string): Promise<{ url: string | null }> {
  const { subscription, provider } = await requireActive(deps, userId);
  const tier = await findTierRow(deps.database.db, tierId);
  if (tier?.kind !== "subscription") throw new AppError("BAD_REQUEST", "Invalid tier selected", { title: "Error" });
  if (tier.id === subscription.tierId) throw new AppError("CONFLICT", "You are already on this plan.", { title: "Subscription Error" });
  const outcome = await provider.changePlan(subscription, tier);
  if (outcome.kind === "approval") return { url: outcome.url };
  await applyEvents(deps.database.db, outcome.events);
  return { url: null };
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
  const tier = await findTierRow(deps.database.db, subscription.tierId);
  if (!local || !tier) throw noSubscription();
  await local.advancePeriod(subscription, tier);
}
