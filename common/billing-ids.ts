/** Plan and provider ids as plain lists, for the browser, which checks them without zod. */
export const PROVIDER_IDS = ["local", "stripe", "paypal"] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** The monthly plans, cheapest first. */
export const SUBSCRIPTION_TIER_IDS = ["starter", "essentials", "creator"] as const;
export type SubscriptionTierId = (typeof SUBSCRIPTION_TIER_IDS)[number];

/** Every tier sold: the monthly plans and the one-off pack. */
export const TIER_IDS = [...SUBSCRIPTION_TIER_IDS, "oneoff"] as const;
export type TierId = (typeof TIER_IDS)[number];

/**
 * The tier a roast is rendered at: 'free' for the free roast (watermarked), otherwise the monthly
 * plan paying for it (server/features/roasts/create/pick-roast-tier.ts picks it).
 */
export type RoastTier = "free" | SubscriptionTierId;

export const isTierId = (value: unknown): value is TierId => TIER_IDS.includes(value as TierId);
export const isSubscriptionTierId = (value: unknown): value is SubscriptionTierId => SUBSCRIPTION_TIER_IDS.includes(value as SubscriptionTierId);
