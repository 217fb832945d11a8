import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { checkoutRoutes } from "./checkout.routes";
import { paymentsRoutes } from "./payments.routes";
import { subscriptionRoutes } from "./subscription.routes";
import { webhooksRoutes } from "./webhooks.routes";

/** Everything under /api/billing. */
export const billingRoutes = new Hono<AppEnv>()
  .route("/", checkoutRoutes)
  .route("/payments", paymentsRoutes)
  .route("/subscription", subscriptionRoutes)
  .route("/webhooks", webhooksRoutes);

export { localCheckoutRoutes } from "./providers/local/local-checkout.routes";
export { type SelectedProviders, selectBillingProviders } from "./select-providers";
export { billingJobs, registerBillingJobs, runBillingUpkeep } from "./billing-jobs";
export { findActiveSubscription, findLatestSubscription } from "./find-subscription";
export { cancelSubscription } from "./manage-subscription";
export { findPayments } from "./find-payments";
export { rememberDeletedAccount } from "./deleted-accounts";
export { findTierRow, findTierRows } from "./find-tiers";
export { expireCredits } from "./expire-credits";
