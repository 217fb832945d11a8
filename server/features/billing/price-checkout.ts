import { BRAND, PRODUCT, PRODUCT_PLURAL } from "../../../common/brand";
import { AppError } from "../../lib/errors";
import type { CheckoutPlan, TierRow } from "./billing-types";

export interface PriceCheckoutOptions {
  tier: TierRow;
  isSubscription: boolean;
  quantity: number;
  /** The tier of the user's active subscription, if any. */
  activeTierId: string | null;
}

/** "9.99" → 999. Prices are stored with two decimals. */
export const toCents = (price: string | number): number => Math.round(Number(price) * 100);
export const fromCents = (cents: number): string => (cents / 100).toFixed(2);

const credits = (n: number) => `${n} ${n === 1 ? PRODUCT : PRODUCT_PLURAL}`;

/**
 * Prices a checkout on the server, so the browser only ever names a tier. Rules:
 * - a subscription is of a monthly tier, and only when no subscription is active (then: change plan);
 * - a one-off pack is the 'One-off' tier × quantity, or extra credits of the plan the user
 *   subscribes to, at that plan's own credit price.
 */
export function priceCheckout({ tier, isSubscription, quantity, activeTierId }: PriceCheckoutOptions): CheckoutPlan {
  const base = { tierId: tier.id, tierName: tier.name };
  if (isSubscription) {
    if (tier.kind !== "subscription") throw new AppError("BAD_REQUEST", "Invalid tier selected", { title: "Error" });
    if (activeTierId) {
      throw new AppError("CONFLICT", "You already have an active subscription. Use Change Plan to switch plans.", {
        title: "Subscription Error",
      });
    }
    const unit = toCents(tier.price);
    return {
      ...base,
      mode: "subscription",
      quantity: 1,
      unitAmountCents: unit,
      amountCents: unit,
      credits: tier.creditsIncluded,
      description: `${BRAND} ${tier.name}: ${credits(tier.creditsIncluded)} every month`,
    };
  }
  if (tier.kind === "one_off") {
    const unit = toCents(tier.price);
    const granted = tier.creditsIncluded * quantity;
    return {
      ...base,
      mode: "payment",
      quantity,
      unitAmountCents: unit,
      amountCents: unit * quantity,
      credits: granted,
      description: `${BRAND} ${tier.name}: ${credits(granted)}`,
    };
  }
  if (activeTierId !== tier.id || tier.additionalCreditPrice === null) {
    throw new AppError("FORBIDDEN", `Extra credits at the ${tier.name} price are for ${tier.name} subscribers.`, {
      title: "Payment Error",
    });
  }
  const unit = toCents(tier.additionalCreditPrice);
  return {
    ...base,
    mode: "payment",
    quantity,
    unitAmountCents: unit,
    amountCents: unit * quantity,
    credits: quantity,
    description: `${BRAND} ${tier.name} extra credits: ${credits(quantity)}`,
  };
}
