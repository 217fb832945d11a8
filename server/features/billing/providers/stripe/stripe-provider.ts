import Stripe from "stripe";
import { AppError } from "../../../../lib/errors";
import { toCents } from "../../price-checkout";
import type {
  BillingEvent,
  BillingProvider,
  CheckoutInput,
  PlanChange,
  RawWebhook,
  RefundRequest,
  SubscriptionRow,
  TierRow,
  VerifiedWebhook,
} from "../../billing-types";
import {
  idOf,
  invoiceFailedEvent,
  invoicePaidEvent,
  oneOffPaymentEvent,
  subscriptionCheckoutEvent,
  subscriptionIdOfInvoice,
  toSubscriptionFacts,
} from "./stripe-events";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  loadTiers(): Promise<TierRow[]>;
  /** Another API host (tests point it at a local stand-in for Stripe). */
  apiBase?: string;
}

function createClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base && { host: base.hostname, port: base.port, protocol: base.protocol.replace(":", "") as "http" | "https" }),
  });
}

/** Stripe Checkout (payment / subscription mode), signed webhooks, and the customer portal. */
export function createStripeProvider(options: StripeProviderOptions) {
  const stripe = createClient(options.secretKey, options.apiBase);
  const facts = async (subscriptionId: string) => toSubscriptionFacts(await stripe.subscriptions.retrieve(subscriptionId), await options.loadTiers());

  /** Re-reads a Checkout Session and says what it paid for. */
  async function eventsOfSession(sessionId: string, userId?: string): Promise<BillingEvent[]> {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (userId && session.metadata?.userId !== userId) throw new AppError("NOT_FOUND", "Payment not found");
    if (session.mode === "payment") return [oneOffPaymentEvent(session)].filter((e) => e !== null);
    const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
    const current = subscriptionId ? await facts(subscriptionId) : null;
    return current ? [subscriptionCheckoutEvent(session, current)].filter((e) => e !== null) : [];
  }

  /** A monthly price for a tier without a configured price id, carrying its tier so invoices and plans can be read back. */
  async function createTierPrice(tier: TierRow): Promise<string> {
    const price = await stripe.prices.create({
      currency: "usd",
      unit_amount: toCents(tier.price),
      recurring: { interval: "month" },
      product_data: { name: tier.name, metadata: { tierId: tier.id } },
      metadata: { tierId: tier.id },
    });
    return price.id;
  }

  /** The PaymentIntent (or, for an older invoice, the charge) that paid an invoice. */
  async function paymentOfInvoice(invoiceId: string): Promise<{ payment_intent: string } | { charge: string } | null> {
    const paid = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
    const payment = paid.data[0]?.payment;
    const intent = idOf(payment?.payment_intent);
    if (intent) return { payment_intent: intent };
    const charge = idOf(payment?.charge);
    return charge ? { charge } : null;
  }

  async function eventsOfSubscription(object: { id: string }, type: "subscription.changed" | "subscription.canceled"): Promise<BillingEvent[]> {
    const current = await facts(object.id);
    return current ? [{ type, provider: "stripe", subscription: current }] : [];
  }

  async function eventsOfInvoice(invoice: Stripe.Invoice, paid: boolean): Promise<BillingEvent[]> {
    const subscriptionId = subscriptionIdOfInvoice(invoice);
    const current = subscriptionId ? await facts(subscriptionId) : null;
    if (!current) return [];
    return [paid ? invoicePaidEvent(invoice, current) : invoiceFailedEvent(invoice, current)];
  }

  return {
    id: "stripe",
    paymentMethod: "Card",

    async createCheckout({ user, plan, tier }: CheckoutInput) {
      const subscription = plan.mode === "subscription";
      const metadata = { userId: user.id, tierId: plan.tierId, credits: String(plan.credits), kind: plan.mode };
      const priceData = {
        currency: "usd",
        unit_amount: plan.unitAmountCents,
        product_data: { name: plan.tierName, description: plan.description },
        ...(subscription && { recurring: { interval: "month" as const } }),
      };
      const session = await stripe.checkout.sessions.create({
        mode: plan.mode,
        customer_email: user.email,
        client_reference_id: user.id,
        line_items: [subscription && tier.stripePriceId ? { price: tier.stripePriceId, quantity: 1 } : { price_data: priceData, quantity: plan.quantity }],
        metadata,
        ...(subscription ? { subscription_data: { metadata: { userId: user.id, tierId: plan.tierId } } } : { payment_intent_data: { metadata } }),
        success_url: `${options.publicUrl}/payment-success?provider=stripe&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${options.publicUrl}/payment-canceled`,
      });
      if (!session.url) throw new AppError("UNAVAILABLE", "No redirect URL received");
      return { url: session.url };
    },

    async verifyWebhook({ rawBody, headers }: RawWebhook): Promise<VerifiedWebhook> {
      try {
        const event = stripe.webhooks.constructEvent(rawBody, headers["stripe-signature"] ?? "", options.webhookSecret);
        return { eventId: event.id, type: event.type, payload: event };
      } catch (error) {
        throw new AppError("BAD_REQUEST", "Invalid webhook signature", { cause: error });
      }
    },

    async interpretWebhook({ payload }: VerifiedWebhook): Promise<BillingEvent[]> {
      const event = payload as Stripe.Event;
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded":
          return eventsOfSession(event.data.object.id);
        case "invoice.paid":
          return eventsOfInvoice(event.data.object, true);
        case "invoice.payment_failed":
          return eventsOfInvoice(event.data.object, false);
        case "customer.subscription.updated":
          return eventsOfSubscription(event.data.object, "subscription.changed");
        case "customer.subscription.deleted":
          return eventsOfSubscription(event.data.object, "subscription.canceled");
        default:
          return [];
      }
    },

    /** The success page's re-check: the session is re-read from Stripe and must be this user's. */
    confirmCheckout: (sessionId: string, userId: string) => eventsOfSession(sessionId, userId),

    async cancelAtPeriodEnd(row: SubscriptionRow) {
      await stripe.subscriptions.update(row.providerSubscriptionId, { cancel_at_period_end: true });
      return eventsOfSubscription({ id: row.providerSubscriptionId }, "subscription.canceled");
    },

    /**
     * An upgrade is charged now (the prorated difference, invoiced at once) and Stripe keeps the
     * old plan until that invoice is paid (pending_if_incomplete); the plan applies from its paid
     * invoice. Anything else changes the price billed from the next period, with no proration.
     */
    async changePlan(row: SubscriptionRow, tier: TierRow, change: PlanChange) {
      const current = await stripe.subscriptions.retrieve(row.providerSubscriptionId);
      const item = current.items.data[0];
      const price = tier.stripePriceId ?? (await createTierPrice(tier));
      const items = [{ id: item.id, price }];
      if (change.timing === "next_period") {
        await stripe.subscriptions.update(row.providerSubscriptionId, { items, proration_behavior: "none" });
        return { kind: "changed" as const, events: await eventsOfSubscription({ id: row.providerSubscriptionId }, "subscription.changed") };
      }
      const updated = await stripe.subscriptions.update(row.providerSubscriptionId, {
        items,
        proration_behavior: "always_invoice",
        payment_behavior: "pending_if_incomplete",
        expand: ["latest_invoice"],
      });
      if (updated.pending_update) {
        throw new AppError("PAYMENT_REQUIRED", "Your card was declined, so your plan has not changed. Please update your payment method and try again.", {
          title: "Payment declined",
        });
      }
      const invoice = typeof updated.latest_invoice === "object" ? updated.latest_invoice : null;
      return { kind: "changed" as const, events: invoice?.status === "paid" ? await eventsOfInvoice(invoice, true) : [] };
    },

    /** Ends a subscription now; one Stripe already ended (a concurrent delivery did it) counts as done. */
    async cancelNow(subscriptionId: string) {
      try {
        await stripe.subscriptions.cancel(subscriptionId, { cancellation_details: { comment: "The account was deleted." } });
      } catch (error) {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        if (current.status !== "canceled" && current.status !== "incomplete_expired") throw error;
      }
    },

    /**
     * A full refund of a one-off PaymentIntent or of the charge that paid an invoice. The key makes
     * a retried request refund once (Stripe keeps keys 24 hours); after that, Stripe's
     * charge_already_refunded says the same.
     */
    async refundPayment({ ref, kind }: RefundRequest) {
      const target = kind === "purchase" ? { payment_intent: ref } : await paymentOfInvoice(ref);
      if (!target) throw new AppError("UNAVAILABLE", "No payment found for the invoice to refund", { details: { invoice: ref } });
      try {
        await stripe.refunds.create({ ...target, metadata: { paymentRef: ref, reason: "account_deleted" } }, { idempotencyKey: `refund-${ref}` });
      } catch (error) {
        if ((error as Stripe.errors.StripeError).code !== "charge_already_refunded") throw error;
      }
    },

    async createPortalLink(row: SubscriptionRow, returnUrl: string) {
      const current = await stripe.subscriptions.retrieve(row.providerSubscriptionId);
      const customer = typeof current.customer === "string" ? current.customer : current.customer.id;
      const portal = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
      return { url: portal.url };
    },
  } satisfies BillingProvider & Record<string, unknown>;
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
