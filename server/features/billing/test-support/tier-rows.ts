import { TIER_SEEDS } from "../../../lib/db/seed";
import type { TierRow } from "../billing-types";

/** The seeded plans as rows, with provider ids a test may set. */
export function tierRows(providerIds: Record<string, { paypalPlanId?: string; stripePriceId?: string }> = {}): TierRow[] {
  return TIER_SEEDS.map((seed) => ({
    features: [],
    isPopular: false,
    sortOrder: 0,
    additionalCreditPrice: null,
    ...seed,
    paypalPlanId: providerIds[seed.id]?.paypalPlanId ?? null,
    stripePriceId: providerIds[seed.id]?.stripePriceId ?? null,
  })) as TierRow[];
}
