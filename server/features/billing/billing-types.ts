import type { PlanChangeTiming, ProviderId } from "../../../common/billing";
import type { tables } from "../../lib/db";

export type { PlanChangeTiming, ProviderId };
export type TierRow = typeof tables.subscriptionTiers.$inferSelect;
export type SubscriptionRow = typeof tables.subscriptions.$inferSelect;

/** What a checkout sells, priced by the server (see price-checkout.ts). */
export interface CheckoutPlan {
  mode: "payment" | "subscription";
  tierId: string;
  tierName: string;
  quantity: number;
  unitAmountCents: number;
  amountCents: number;
  /** One-off: credits granted once. Subscription: credits granted per paid period. */
  credits: number;
  description: string;
}

export interface CheckoutInput {
  user: { id: string; email: string };
  plan: CheckoutPlan;
  tier: TierRow;
}

/** A provider's state of one subscription, as we store it. Statuses are lowercase. */
export interface SubscriptionFacts {
  ref: string;
  userId: string;
  tierId: string;
  status: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** One payment as the provider reports it; `ref` is the invoice / sale / capture / local payment id. */
export interface PaymentFacts {
  ref: string;
  userId: string;
  amountCents: number;
  currency: string;
  tierId: string;
  /** One-off purchases: the credits bought. Subscription payments: taken from the tier. */
  credits?: number;
}

/**
 * The normalised events every provider's webhook is turned into. activated / renewed carry the
 * payment of a period, whose credits are granted once per payment ref.
 */
export type BillingEvent =
  | { type: "payment.succeeded"; provider: ProviderId; payment: PaymentFacts }
  | { type: "payment.failed"; provider: ProviderId; payment: PaymentFacts; subscription?: SubscriptionFacts }
  | { type: "subscription.activated"; provider: ProviderId; subscription: SubscriptionFacts; payment?: PaymentFacts }
  | { type: "subscription.renewed"; provider: ProviderId; subscription: SubscriptionFacts; payment: PaymentFacts }
  | { type: "subscription.changed"; provider: ProviderId; subscription: SubscriptionFacts }
  | { type: "subscription.canceled"; provider: ProviderId; subscription: SubscriptionFacts };

export interface RawWebhook {
  rawBody: string;
  headers: Record<string, string | undefined>;
}

/** A delivery whose signature checked out: its id (for dedupe), its type and its payload. */
export interface VerifiedWebhook {
  eventId: string;
  type: string;
  payload: unknown;
}

/** What a plan change asks of a provider, decided by manage-subscription.ts. */
export interface PlanChange {
  timing: PlanChangeTiming;
  /** The plan paid for now. */
  currentTier: TierRow;
  user: { id: string; email: string };
}

/** What a plan change did: applied at once, or waiting for the buyer's approval at the provider. */
export type ChangePlanOutcome = { kind: "changed"; events: BillingEvent[] } | { kind: "approval"; url: string };

/** One billing model, implemented by each payment provider. */
export interface BillingProvider {
  readonly id: ProviderId;
  /** The label of user_payments.payment_method for this provider. */
  readonly paymentMethod: string;
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  /** Checks the signature over the raw body. Throws BAD_REQUEST when it does not match. */
  verifyWebhook(webhook: RawWebhook): Promise<VerifiedWebhook>;
  /** Turns a verified delivery into events, re-reading from the provider what it refers to. */
  interpretWebhook(webhook: VerifiedWebhook): Promise<BillingEvent[]>;
  /** Returns the events to apply now ([] when they arrive through the webhook instead). */
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<BillingEvent[]>;
  /** Moves to `tier`: an upgrade ("after_payment") applies only once paid, anything else from the next period. */
  changePlan(subscription: SubscriptionRow, tier: TierRow, change: PlanChange): Promise<ChangePlanOutcome>;
  /** A customer portal link, where the provider has one. */
  createPortalLink?(subscription: SubscriptionRow, returnUrl: string): Promise<{ url: string }>;
  /** Ends a subscription at once, whatever its period: its account is gone (settle-orphaned-events.ts). */
  cancelNow(subscriptionRef: string): Promise<void>;
  /** Refunds a payment in full; asked again for the same payment, it refunds nothing more. */
  refundPayment(refund: RefundRequest): Promise<void>;
}

/**
 * A payment to give back. `kind` says what the ref names: a one-off purchase (Stripe's
 * PaymentIntent, PayPal's order capture) or a subscription payment (Stripe's invoice, PayPal's sale).
 */
export interface RefundRequest {
  ref: string;
  kind: "purchase" | "subscription";
  amountCents: number;
  currency: string;
}

export const PAYMENT_METHOD_LABELS: Record<ProviderId, string> = {
  local: "Card (test)",
  stripe: "Card",
  paypal: "PayPal",
};

/** The providers this deployment offers, picked from config in select-providers.ts. */
export interface BillingProviders {
  /** Providers a checkout can use, the default first. */
  readonly checkoutProviders: ProviderId[];
  /** True when payments are simulated by the built-in test checkout. */
  readonly testMode: boolean;
  get(id: ProviderId): BillingProvider | undefined;
}
