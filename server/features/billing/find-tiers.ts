import { asc, eq } from "drizzle-orm";
import type { Db } from "../../lib/db";
import { tables } from "../../lib/db";

import type { TierId } from "../../../common/billing-ids";
import type { Tier } from "../../../common/public-site";

/** A plan as the API shows it (the shape the web app reads). */
export type TierView = Tier;

type TierRow = typeof tables.subscriptionTiers.$inferSelect;

/** A plan as the API shows it: prices as numbers, provider ids left out. */
export function toTierView(row: TierRow): TierView {
  return {
    id: row.id as TierId,
    name: row.name,
    kind: row.kind,
    price: Number(row.price),
    creditsIncluded: row.creditsIncluded,
    additionalCreditPrice: row.additionalCreditPrice === null ? null : Number(row.additionalCreditPrice),
    features: row.features,
    isPopular: row.isPopular,
  };
}

/** All plans as stored, provider ids included (server-side use only). */
export async function findTierRows(db: Db): Promise<TierRow[]> {
  return db.select().from(tables.subscriptionTiers).orderBy(asc(tables.subscriptionTiers.price));
}

/** One plan, or null. */
export async function findTierRow(db: Db, tierId: string): Promise<TierRow | null> {
  const [row] = await db.select().from(tables.subscriptionTiers).where(eq(tables.subscriptionTiers.id, tierId));
  return row ?? null;
}

/** All plans, cheapest first. */
export async function findTiers(db: Db): Promise<TierView[]> {
  const rows = await db.select().from(tables.subscriptionTiers).orderBy(asc(tables.subscriptionTiers.price));
  return rows.map(toTierView);
}
