import type { Env } from "../../env";
import type { Database } from "../../lib/db";
import type { Logger } from "../../lib/logger";
import type { BillingProvider, BillingProviders, ProviderId } from "./billing-types";
import { findTierRows } from "./find-tiers";
import { type LocalProvider, createLocalProvider } from "./providers/local/local-provider";
import { deriveLocalBillingKey } from "./providers/local/local-signing";
import { type PayPalProvider, createPayPalProvider } from "./providers/paypal/paypal-provider";
import { type StripeProvider, createStripeProvider } from "./providers/stripe/stripe-provider";
import { receiveWebhook } from "./receive-webhook";

export interface SelectedProviders extends BillingProviders {
  readonly local?: LocalProvider;
  readonly stripe?: StripeProvider;
  readonly paypal?: PayPalProvider;
}

/** What billing's use cases need: the database, the providers picked from config, and the log. */
export interface BillingDeps {
  database: Database;
  billing: SelectedProviders;
  logger: Logger;
}

/**
 * The one place payment providers are picked from config: Stripe when STRIPE_SECRET_KEY is set,
 * PayPal as well when PAYPAL_CLIENT_ID is set, otherwise the built-in test checkout. The test
 * checkout hands out credits for nothing, so production never gets it: there, without keys,
 * checkouts answer 503.
 */
export function selectBillingProviders(deps: { env: Env; database: Database; logger: Logger }): SelectedProviders {
  const { env } = deps;
  const loadTiers = () => findTierRows(deps.database.db);
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          publicUrl: env.publicUrl,
          apiBase: env.STRIPE_API_BASE,
          loadTiers,
        })
      : undefined;
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID
      ? createPayPalProvider({
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          webhookId: env.PAYPAL_WEBHOOK_ID,
          apiBase: env.PAYPAL_API_BASE,
          publicUrl: env.publicUrl,
          loadTiers,
        })
      : undefined;
  const local =
    !stripe && !paypal && !env.isProduction
      ? createLocalProvider({
          key: deriveLocalBillingKey(env.authSecret),
          publicUrl: env.publicUrl,
          // Delivered in-process through the same verification and fulfilment as a real webhook.
          deliver: (webhook) => receiveWebhook({ ...deps, billing: selected }, "local", webhook),
        })
      : undefined;
  const byId = new Map<ProviderId, BillingProvider>();
  for (const provider of [stripe, paypal, local]) if (provider) byId.set(provider.id, provider);
  const selected: SelectedProviders = {
    checkoutProviders: [...byId.keys()],
    testMode: Boolean(local),
    get: (id) => byId.get(id),
    local,
    stripe,
    paypal,
  };
  return selected;
}
