import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { subscriptionTiers } from "./schema";

type TierSeed = typeof subscriptionTiers.$inferInsert;

/** Reference data: the plans. Prices in USD; the README's pricing table mirrors these. */
export const TIER_SEEDS: TierSeed[] = [
  {
    id: "starter",
    name: "Starter Pack",
    kind: "subscription",
    price: "9.99",
    creditsIncluded: 10,
    additionalCreditPrice: "1.49",
    features: [],
    isPopular: false,
    sortOrder: 1,
  },
  {
    id: "essentials",
    name: "Essentials Pack",
    kind: "subscription",
    price: "19.99",
    creditsIncluded: 25,
    additionalCreditPrice: "0.99",
    features: ["upscaling", "ai_music"],
    isPopular: true,
    sortOrder: 2,
  },
  {
    id: "creator",
    name: "Content Creator",
    kind: "subscription",
    price: "39.99",
    creditsIncluded: 60,
    additionalCreditPrice: "0.79",
    features: ["upscaling", "ai_music", "early_access"],
    isPopular: false,
    sortOrder: 3,
  },
  {
    id: "oneoff",
    name: "One-off",
    kind: "one_off",
    price: "2.99",
    creditsIncluded: 1,
    additionalCreditPrice: null,
    features: [],
    isPopular: false,
    sortOrder: 4,
  },
];

export interface SeedOptions {
  /** PayPal billing plan ids by tier id (from PAYPAL_PLAN_*); unset ones are left as they are. */
  paypalPlanIds?: Record<string, string | undefined>;
}

/** Inserts or refreshes the plans; provider ids set by an operator are kept. */
export async function seedReferenceData(db: Db, options: SeedOptions = {}): Promise<void> {
  for (const tier of TIER_SEEDS) {
    await db
      .insert(subscriptionTiers)
      .values(tier)
      .onConflictDoUpdate({
        target: subscriptionTiers.id,
        set: {
          name: tier.name,
          kind: tier.kind,
          price: tier.price,
          creditsIncluded: tier.creditsIncluded,
          additionalCreditPrice: tier.additionalCreditPrice,
          features: sql`excluded.features`,
          isPopular: tier.isPopular,
          sortOrder: tier.sortOrder,
        },
      });
  }
  for (const [tierId, planId] of Object.entries(options.paypalPlanIds ?? {})) {
    if (planId) await db.update(subscriptionTiers).set({ paypalPlanId: planId }).where(eq(subscriptionTiers.id, tierId));
  }
}
