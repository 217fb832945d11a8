import { BRAND } from "../../../../../common/brand";
import { AppError } from "../../../../lib/errors";
import type { BillingEvent, BillingProvider, CheckoutInput, RawWebhook, RefundRequest, SubscriptionRow, TierRow, VerifiedWebhook } from "../../billing-types";
import { fromCents } from "../../price-checkout";
import { createPayPalClient, findApprovalUrl } from "./paypal-client";
import {
  type PayPalOrder,
  orderCustomId,
  orderPaymentEvent,
  paypalEventSchema,
  paypalOrderSchema,
  paypalSubscriptionSchema,
  paypalTransactionsSchema,
  subscriptionPaymentEvents,
  toPayPalSubscriptionFacts,
} from "./paypal-events";
import { verifyPayPalWebhook } from "./verify-paypal-webhook";

export interface PayPalProviderOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiBase: string;
  publicUrl: string;
  loadTiers(): Promise<TierRow[]>;
}

type Links = { links?: Array<{ rel: string; href: string }> };
const notSetUp = () =>
  new AppError("UNPROCESSABLE", "PayPal subscriptions are being set up. Please try again later or pay by card.", { title: "Subscription Error" });

/** PayPal: v2 orders for one-off packs, v1 billing subscriptions for plans, verify-webhook-signature for webhooks. */
export function createPayPalProvider(options: PayPalProviderOptions) {
  const api = createPayPalClient(options);
  const returnUrls = { return_url: `${options.publicUrl}/paypal/success`, cancel_url: `${options.publicUrl}/paypal/cancel` };

  /** Re-reads a subscription and its payments from PayPal (transaction ids are the sale ids of PAYMENT.SALE webhooks). */
  async function eventsOfSubscription(id: string, userId?: string): Promise<BillingEvent[]> {
    const sub = paypalSubscriptionSchema.parse((await api.request(`/v1/billing/subscriptions/${encodeURIComponent(id)}`)).data);
    if (userId && sub.custom_id !== userId) throw new AppError("NOT_FOUND", "Subscription not found");
    const facts = toPayPalSubscriptionFacts(sub, await options.loadTiers(), new Date());
    if (!facts) return [];
    const since = new Date(new Date(sub.start_time ?? Date.now()).getTime() - 86_400_000).toISOString();
    const path = `/v1/billing/subscriptions/${encodeURIComponent(id)}/transactions?start_time=${since}&end_time=${new Date().toISOString()}`;
    const { transactions } = paypalTransactionsSchema.parse((await api.request(path)).data);
    return subscriptionPaymentEvents(facts, transactions);
  }

  async function readOrder(orderId: string): Promise<PayPalOrder> {
    return paypalOrderSchema.parse((await api.request(`/v2/checkout/orders/${encodeURIComponent(orderId)}`)).data);
  }

  return {
    id: "paypal",
    paymentMethod: "PayPal",

    async createCheckout({ user, plan, tier }: CheckoutInput) {
      if (plan.mode === "subscription") {
        if (!tier.paypalPlanId) throw notSetUp();
        const body = {
          plan_id: tier.paypalPlanId,
          custom_id: user.id,
          application_context: { brand_name: BRAND, user_action: "SUBSCRIBE_NOW", ...returnUrls },
        };
        const { data } = await api.request<Links>("/v1/billing/subscriptions", { method: "POST", body });
        return { url: requireApproval(data) };
      }
      const body = {
        intent: "CAPTURE",
        purchase_units: [
          {
            reference_id: plan.tierId,
            custom_id: orderCustomId(user.id, plan.tierId, plan.credits),
            description: plan.description,
            amount: { currency_code: "USD", value: fromCents(plan.amountCents) },
          },
        ],
        payment_source: { paypal: { experience_context: { brand_name: BRAND, user_action: "PAY_NOW", shipping_preference: "NO_SHIPPING", ...returnUrls } } },
      };
      const { data } = await api.request<Links>("/v2/checkout/orders", { method: "POST", body });
      return { url: requireApproval(data) };
    },

    async verifyWebhook({ rawBody, headers }: RawWebhook): Promise<VerifiedWebhook> {
      if (!(await verifyPayPalWebhook(api, { rawBody, headers, webhookId: options.webhookId }))) {
        throw new AppError("BAD_REQUEST", "Invalid webhook signature");
      }
      const event = paypalEventSchema.safeParse(JSON.parse(rawBody));
      if (!event.success) throw new AppError("BAD_REQUEST", "Invalid webhook payload");
      return { eventId: event.data.id, type: event.data.event_type, payload: event.data };
    },

    async interpretWebhook({ payload }: VerifiedWebhook): Promise<BillingEvent[]> {
      const { event_type: type, resource } = paypalEventSchema.parse(payload);
      if (type.startsWith("BILLING.SUBSCRIPTION.")) return eventsOfSubscription(String(resource.id));
      if (type === "PAYMENT.SALE.COMPLETED" && typeof resource.billing_agreement_id === "string") {
        return eventsOfSubscription(resource.billing_agreement_id);
      }
      if (type === "PAYMENT.CAPTURE.COMPLETED") {
        const orderId = (resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)?.related_ids?.order_id;
        const event = orderId ? orderPaymentEvent(await readOrder(orderId)) : null;
        return event ? [event] : [];
      }
      return [];
    },

    /** /paypal/success's re-check of a subscription: read from PayPal, and it must be this user's. */
    confirmSubscription: (subscriptionId: string, userId: string) => eventsOfSubscription(subscriptionId, userId),

    /** /paypal/success's re-check of an order: an approved order is captured (once, by request id), then read. */
    async confirmOrder(orderId: string, userId: string): Promise<{ status: string; events: BillingEvent[] }> {
      let order = await readOrder(orderId);
      if (!order.purchase_units[0]?.custom_id?.startsWith(`${userId}|`)) throw new AppError("NOT_FOUND", "Payment not found");
      if (order.status === "APPROVED") {
        const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
        order = paypalOrderSchema.parse((await api.request(path, { method: "POST", body: {}, requestId: `capture-${orderId}` })).data);
      }
      const event = orderPaymentEvent(order);
      return { status: order.status, events: event ? [event] : [] };
    },

    async cancelAtPeriodEnd(row: SubscriptionRow) {
      const path = `/v1/billing/subscriptions/${encodeURIComponent(row.providerSubscriptionId)}/cancel`;
      await api.request(path, { method: "POST", body: { reason: "Canceled by the customer" } });
      return eventsOfSubscription(row.providerSubscriptionId);
    },

    /** Stops the billing now (PayPal has no later end to choose); one PayPal already ended counts as done. */
    async cancelNow(subscriptionId: string) {
      const path = `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`;
      try {
        await api.request(`${path}/cancel`, { method: "POST", body: { reason: "The account was deleted." } });
      } catch (error) {
        const current = paypalSubscriptionSchema.parse((await api.request(path)).data);
        if (current.status !== "CANCELLED" && current.status !== "EXPIRED") throw error;
      }
    },

    /**
     * A full refund (an empty body) of an order's capture or a subscription's sale. The request id
     * makes a retried request refund once; after PayPal forgets it, its "already refunded" says the same.
     */
    async refundPayment({ ref, kind }: RefundRequest) {
      const path = kind === "purchase" ? `/v2/payments/captures/${encodeURIComponent(ref)}/refund` : `/v1/payments/sale/${encodeURIComponent(ref)}/refund`;
      try {
        await api.request(path, { method: "POST", body: {}, requestId: `refund-${ref}` });
      } catch (error) {
        if (!isAlreadyRefunded(error)) throw error;
      }
    },

    /** A plan change needs the buyer's approval at PayPal; /paypal/success re-checks it afterwards. */
    async changePlan(row: SubscriptionRow, tier: TierRow) {
      if (!tier.paypalPlanId) throw notSetUp();
      const path = `/v1/billing/subscriptions/${encodeURIComponent(row.providerSubscriptionId)}/revise`;
      const { data } = await api.request<Links>(path, {
        method: "POST",
        body: { plan_id: tier.paypalPlanId, application_context: { brand_name: BRAND, ...returnUrls } },
      });
      const url = findApprovalUrl(data?.links);
      if (url) return { kind: "approval" as const, url };
      return { kind: "changed" as const, events: await eventsOfSubscription(row.providerSubscriptionId) };
    },
  } satisfies BillingProvider & Record<string, unknown>;
}

/** PayPal's answer to refunding a payment already refunded: v2 names the issue, v1 the error. */
function isAlreadyRefunded(error: unknown): boolean {
  const body = (error as { details?: { body?: { name?: string; details?: Array<{ issue?: string }> } } }).details?.body;
  return body?.name === "TRANSACTION_ALREADY_REFUNDED" || Boolean(body?.details?.some((d) => d.issue === "CAPTURE_FULLY_REFUNDED"));
}

function requireApproval(data: Links): string {
  const url = findApprovalUrl(data?.links);
  if (!url) throw new AppError("UNAVAILABLE", "No approval URL received from PayPal", { title: "Payment Error" });
  return url;
}

export type PayPalProvider = ReturnType<typeof createPayPalProvider>;
