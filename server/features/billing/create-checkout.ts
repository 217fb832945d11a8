import type { z } from "zod";
import type { checkoutRequestSchema } from "../../../common/billing";
import { AppError } from "../../lib/errors";
import type { BillingProviders, ProviderId } from "./billing-types";
import { findTierRow } from "./find-tiers";
import { findActiveSubscription } from "./find-subscription";
import { priceCheckout } from "./price-checkout";
import type { BillingDeps } from "./select-providers";

export interface CreateCheckoutOptions {
  user: { id: string; email: string };
  request: z.output<typeof checkoutRequestSchema>;
}

/** Prices the chosen plan on the server and opens a checkout at the chosen (or default) provider. */
export async function createCheckout(deps: BillingDeps, { user, request }: CreateCheckoutOptions): Promise<{ url: string }> {
  const { db } = deps.database;
  const tier = await findTierRow(db, request.tierId);
  if (!tier) throw new AppError("BAD_REQUEST", "Invalid tier selected", { title: "Error" });
  const active = await findActiveSubscription(db, user.id);
  const plan = priceCheckout({ tier, isSubscription: request.isSubscription, quantity: request.quantity, activeTierId: active?.tierId ?? null });
  const provider = requireProvider(deps.billing, request.provider);
  const checkout = await provider.createCheckout({ user, plan, tier });
  deps.logger.info({ userId: user.id, provider: provider.id, tierId: tier.id, mode: plan.mode }, "checkout created");
  return checkout;
}

export function requireProvider(billing: BillingProviders, id?: ProviderId) {
  const chosen = id ?? billing.checkoutProviders[0];
  const provider = chosen ? billing.get(chosen) : undefined;
  if (!provider) {
    throw new AppError("UNAVAILABLE", "Payments are not available right now. Please try again later.", { title: "Payment Error" });
  }
  return provider;
}
