import { z } from "zod";
import { PROVIDER_IDS, type ProviderId, SUBSCRIPTION_TIER_IDS, TIER_IDS } from "./billing-ids";

/** Billing shapes shared by the API and the web app. Money is USD with two decimals. */

export { PROVIDER_IDS, type ProviderId };

export const tierIdSchema = z.enum(TIER_IDS);
export const subscriptionTierIdSchema = z.enum(SUBSCRIPTION_TIER_IDS);

/**
 * POST /api/billing/checkout. `isSubscription` true: a monthly plan. False: a one-off pack —
 * the 'One-off' tier, or extra credits of the plan the user subscribes to (its own credit price).
 */
export const checkoutRequestSchema = z.object({
  tierId: tierIdSchema,
  isSubscription: z.boolean().default(true),
  quantity: z.number().int().min(1).max(100).default(1),
  provider: z.enum(PROVIDER_IDS).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** The answer to every call that hands the browser to a payment page. */
export interface RedirectResponse {
  url: string;
  /** The spec's name for the same URL. */
  redirect_url: string;
}

/** GET /api/billing/providers: which payment providers this deployment offers. */
export interface BillingProvidersView {
  providers: ProviderId[];
  defaultProvider: ProviderId | null;
  /** True when payments are simulated by the built-in test checkout. */
  testMode: boolean;
}

export interface PaymentView {
  id: string;
  amount: number;
  currency: string;
  creditsPurchased: number;
  tierApplied: string | null;
  paymentMethod: string;
  paymentStatus: string;
  createdAt: string;
}

export interface SubscriptionView {
  id: string;
  provider: ProviderId;
  tierId: string;
  tierName: string;
  price: number;
  creditsIncluded: number;
  status: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** A billing portal exists for this subscription's provider. */
  hasPortal: boolean;
  /** The test-mode control to move the subscription to its next period is available. */
  canAdvancePeriod: boolean;
  /** The plan billed from the next period when it differs from the plan paid for (a scheduled change). */
  pendingTierId: string | null;
  pendingTierName: string | null;
}

export interface CreditLotView {
  remaining: number;
  expiresAt: string | null;
}

/** GET /api/account: everything the account page shows, for the signed-in user only. */
export interface AccountSummary {
  user: { id: string; email: string; createdAt: string };
  credits: {
    freeRoastsRemaining: number;
    paidCredits: number;
    total: number;
    lots: CreditLotView[];
    subscriptionStatus: string | null;
    subscriptionTierId: string | null;
    subscriptionStartDate: string | null;
    subscriptionEndDate: string | null;
  };
  /** The tier of user_credits.subscription_tier_id (the Subscription tile), if any. */
  subscriptionTier: { id: string; name: string; price: number } | null;
  subscription: SubscriptionView | null;
  payments: PaymentView[];
}

export const changePlanRequestSchema = z.object({ tierId: subscriptionTierIdSchema });

/**
 * How a plan change takes effect. An upgrade is paid before it applies (the prorated
 * difference, charged now); anything else waits for the next period, billed at the new price
 * (server/features/billing/plan-change.ts decides which).
 */
export type PlanChangeTiming = "after_payment" | "next_period";

/**
 * POST /api/billing/subscription/change. An upgrade ("after_payment") applies once the prorated
 * difference is paid: at once when the card on file pays it (changed), else at `url`. Anything
 * else ("next_period") applies at currentPeriodEnd, as pendingTierId.
 */
export interface ChangePlanResponse {
  changed: boolean;
  url: string | null;
  redirect_url: string | null;
  timing: PlanChangeTiming;
  tierId: string;
  pendingTierId: string | null;
  currentPeriodEnd: Date | string | null;
}

/** POST /api/billing/paypal/confirm: the query of the /paypal/success page, re-checked with PayPal. */
export const paypalConfirmRequestSchema = z
  .object({ subscription_id: z.string().min(1).max(64).optional(), token: z.string().min(1).max(64).optional() })
  .refine((v) => v.subscription_id ?? v.token, { message: "Missing payment information" });

export interface PaypalConfirmResponse {
  kind: "subscription" | "order";
  id: string;
  status: string;
  fulfilled: boolean;
  credits: number;
}
