import type { PaypalConfirmResponse } from "../../../common/billing";
import { AppError } from "../../lib/errors";
import { applyEvents } from "./apply-events";
import type { BillingEvent } from "./billing-types";
import type { BillingDeps } from "./select-providers";

/**
 * The payment result pages ask the server to re-check a checkout with the provider, so credits
 * show up even before the webhook lands. The provider is asked — never the browser — and the
 * result goes through the same idempotent fulfilment as the webhook.
 */
export async function confirmStripeCheckout(deps: BillingDeps, userId: string, sessionId: string): Promise<{ fulfilled: boolean }> {
  const stripe = deps.billing.stripe;
  if (!stripe) throw new AppError("NOT_FOUND", "Payment not found");
  const events = await stripe.confirmCheckout(sessionId, userId);
  await applyEvents(deps.database.db, events);
  return { fulfilled: events.some(isPaid) };
}

export async function confirmPayPalCheckout(
  deps: BillingDeps,
  userId: string,
  query: { subscription_id?: string; token?: string },
): Promise<PaypalConfirmResponse> {
  const paypal = deps.billing.paypal;
  if (!paypal) throw new AppError("NOT_FOUND", "Payment not found");
  if (query.subscription_id) {
    const events = await paypal.confirmSubscription(query.subscription_id, userId);
    const credits = await applyEvents(deps.database.db, events);
    const state = events.find((e) => "subscription" in e && e.subscription);
    const status = state && "subscription" in state && state.subscription ? state.subscription.status : "pending";
    return { kind: "subscription", id: query.subscription_id, status, fulfilled: events.some(isPaid), credits };
  }
  const orderId = query.token as string;
  const { status, events } = await paypal.confirmOrder(orderId, userId);
  const credits = await applyEvents(deps.database.db, events);
  return { kind: "order", id: orderId, status: status.toLowerCase(), fulfilled: events.some(isPaid), credits };
}

const isPaid = (event: BillingEvent) => event.type !== "payment.failed" && "payment" in event && Boolean(event.payment);
