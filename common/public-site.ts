/** Shapes of the public (no sign-in needed) API answers the web app reads. */
import type { TierId } from "./billing-ids";

/** GET /api/public-config: what this deployment offers the browser. */
export interface PublicConfig {
  googleSignIn: boolean;
  devMailbox: boolean;
  unlimitedMode: boolean;
  /** Where people write for help (SUPPORT_EMAIL), or null when the deployment names none. */
  supportEmail: string | null;
}

/** GET /api/tiers → { tiers: Tier[] }, cheapest first. Prices in USD, taxes included. */
export interface Tier {
  id: TierId;
  name: string;
  kind: "subscription" | "one_off";
  price: number;
  creditsIncluded: number;
  additionalCreditPrice: number | null;
  features: string[];
  isPopular: boolean;
}

/** GET /api/gallery → { items: GalleryItem[] }: the sample roasts of the landing pages. */
export interface GalleryItem {
  id: string;
  title: string;
  platform: string;
  viewsLabel: string;
  videoUrl: string | null;
  posterUrl: string | null;
}
