/** Plan and provider ids as plain lists, for the browser, which checks them without zod. */
export const PROVIDER_IDS = ["local", "stripe", "paypal"] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export const TIER_IDS = ["starter", "essentials", "creator", "oneoff"] as const;
export type TierIdValue = (typeof TIER_IDS)[number];

export const isTierId = (value: unknown): value is TierIdValue => TIER_IDS.includes(value as TierIdValue);
