import type { TierId } from "../../common/billing-ids";
import type { Tier } from "../../common/public-site";
import { findGallery } from "../../server/features/gallery/find-gallery";
import type { AppContext } from "../../server/context";
import { TIER_SEEDS } from "../../server/lib/db/seed";
import type { PageData } from "../../web/app/page-data";

/** The plans as the API will list them, from the seed every database starts with (cheapest first). */
export function buildTiers(): Tier[] {
  return TIER_SEEDS.map((seed) => ({
    id: seed.id as TierId,
    name: seed.name,
    kind: seed.kind ?? "subscription",
    price: Number(seed.price),
    creditsIncluded: seed.creditsIncluded ?? 0,
    additionalCreditPrice: seed.additionalCreditPrice == null ? null : Number(seed.additionalCreditPrice),
    features: seed.features ?? [],
    isPopular: seed.isPopular ?? false,
  })).sort((a, b) => a.price - b.price);
}

// At build time no sample has been rendered yet: the gallery lists the samples without media,
// and the browser fetches the live list (with videos) right after it loads.
const NOTHING_RENDERED = {
  storage: {
    exists: async () => false,
    signedUrl: async () => {
      throw new Error("no media at build time");
    },
  },
} as unknown as Pick<AppContext, "storage">;

export async function buildPageData(): Promise<PageData> {
  return { tiers: buildTiers(), gallery: await findGallery(NOTHING_RENDERED) };
}
