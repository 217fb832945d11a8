import { isSubscriptionTierId, type RoastTier } from "../../../../common/billing-ids";

export interface TierFacts {
  /** How the roast is paid: the free roast, a paid credit, or nothing (unlimited mode). */
  creditKind: "free" | "paid" | "none";
  subscriptionStatus?: string | null;
  subscriptionTierId?: string | null;
  subscriptionEndDate?: Date | null;
  now: Date;
}

/** Active means "active" in any case (one wallet flow writes ACTIVE) and not past its end date. */
export function hasActiveSubscription(facts: TierFacts): boolean {
  if (facts.subscriptionStatus?.toLowerCase() !== "active") return false;
  return !facts.subscriptionEndDate || facts.subscriptionEndDate.getTime() > facts.now.getTime();
}

/**
 * The engine tier a roast renders with: the free roast is always 'free' (watermarked); paid
 * roasts get the active subscription's tier, otherwise 'starter'.
 */
export function pickRoastTier(facts: TierFacts): RoastTier {
  if (facts.creditKind === "free") return "free";
  const tier = facts.subscriptionTierId;
  if (isSubscriptionTierId(tier) && hasActiveSubscription(facts)) return tier;
  return "starter";
}
