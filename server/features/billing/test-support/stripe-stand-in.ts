import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { addMonths } from "../billing-period";
import { parseStripeForm, startHttpStandIn } from "./http-stand-in";

// biome-ignore lint/suspicious/noExplicitAny: loosely typed JSON of a third-party API, shaped per test
type Obj = Record<string, any>;
const id = (prefix: string) => `${prefix}_test_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
export const STRIPE_TEST_SECRET = "whsec_test_roastreel";

/**
 * Answers like Stripe's API for the calls our provider makes (Checkout Sessions, subscriptions,
 * products, billing portal) and plays Stripe's side of a purchase: completing a checkout,
 * renewing a subscription, and signing webhook deliveries with the SDK's own test header.
 */
export async function startStripeStandIn() {
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  /** Set by a test: the next charge of a card on file (an upgrade's invoice) is declined. */
  const card = { declineNext: false };
  /** What a charge is: its amount, and for an invoice's, the invoice. */
  const paymentIntents = new Map<string, { amount: number; invoice?: Obj }>();
  /** Refunds made (one per PaymentIntent at most, as Stripe allows for a full refund). */
  const refunds: Obj[] = [];
  /** Answers to requests already made, by Idempotency-Key: a retry gets the first answer. */
  const replies = new Map<string, { status?: number; body?: unknown }>();
  /** Set by a test: Stripe is down for these calls (and says retrying now will not help). */
  const refusing = { cancels: false, refunds: false };
  const outage = { status: 503, headers: { "stripe-should-retry": "false" }, body: { error: { type: "api_error", message: "Stripe is unavailable" } } };
  const signer = new Stripe("sk_test_stand_in");
  const notFound = { status: 404, body: { error: { type: "invalid_request_error", message: "No such object" } } };

  const http = await startHttpStandIn(({ method, path, query, headers, rawBody }) => {
    const form = parseStripeForm(rawBody);
    const [, , resource, objectId, action] = path.split("/");
    if (method === "POST" && path === "/v1/refunds") {
      if (refusing.refunds) return outage;
      const key = String(headers["idempotency-key"] ?? "");
      const reply = replies.get(key) ?? refund(form);
      replies.set(key, reply);
      return reply;
    }
    if (method === "GET" && path === "/v1/invoice_payments") {
      const paid = [...paymentIntents].filter(([, pi]) => pi.invoice?.id === query.get("invoice") && pi.invoice?.status === "paid");
      const data = paid.map(([pi, { invoice }]) => ({
        id: id("inpay"),
        object: "invoice_payment",
        invoice: invoice?.id,
        status: "paid",
        payment: { type: "payment_intent", payment_intent: pi },
      }));
      return { body: { object: "list", url: path, has_more: false, data } };
    }
    if (method === "DELETE" && resource === "subscriptions") {
      if (refusing.cancels) return outage;
      const sub = subscriptions.get(objectId);
      if (!sub) return notFound;
      if (sub.status === "canceled") return { status: 400, body: { error: { type: "invalid_request_error", message: "Already canceled" } } };
      Object.assign(sub, { status: "canceled", canceled_at: seconds(new Date()), cancellation_details: form.cancellation_details });
      return { body: sub };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const lines = (form.line_items as Obj[]) ?? [];
      const amount = lines.reduce((sum, l) => sum + Number(l.price_data?.unit_amount ?? 999) * Number(l.quantity ?? 1), 0);
      const session = {
        id: id("cs"),
        object: "checkout.session",
        mode: form.mode,
        metadata: form.metadata ?? {},
        client_reference_id: form.client_reference_id,
        customer_email: form.customer_email,
        payment_status: "unpaid",
        status: "open",
        amount_total: amount,
        currency: "usd",
        subscription: null,
        invoice: null,
        payment_intent: null,
        url: "",
        params: form,
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return { body: session };
    }
    if (resource === "checkout" && method === "GET") return sessions.has(action) ? { body: sessions.get(action) } : notFound;
    if (resource === "subscriptions" && objectId) {
      const sub = subscriptions.get(objectId);
      if (!sub) return notFound;
      if (method === "POST") updateSubscription(sub, form);
      return { body: sub };
    }
    if (method === "POST" && resource === "products") return { body: { id: id("prod"), object: "product", name: form.name } };
    if (method === "POST" && resource === "prices") {
      const price = {
        id: id("price"),
        object: "price",
        product: id("prod"),
        unit_amount: Number(form.unit_amount),
        recurring: form.recurring,
        metadata: form.metadata ?? {},
      };
      prices.set(price.id, price);
      return { body: price };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions")
      return { body: { id: id("bps"), object: "billing_portal.session", url: `https://billing.stripe.test/p/session/${form.customer}` } };
    return notFound;
  });

  function updateSubscription(sub: Obj, form: Obj) {
    if (form.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = form.cancel_at_period_end === "true";
      sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
    }
    if (form.metadata) sub.metadata = { ...sub.metadata, ...form.metadata };
    const item = (form.items as Obj[] | undefined)?.[0];
    if (!item) return;
    const price = prices.get(item.price) ?? {
      id: item.price ?? id("price"),
      object: "price",
      product: item.price_data?.product ?? "prod_x",
      unit_amount: Number(item.price_data?.unit_amount ?? 0),
      metadata: {},
    };
    if (form.proration_behavior !== "always_invoice") {
      sub.items.data[0].price = price;
      return;
    }
    // Stripe's upgrade: the difference is invoiced and charged now; with pending_if_incomplete
    // the new price applies only if that charge succeeds.
    const difference = Math.max(0, price.unit_amount - Number(sub.items.data[0].price.unit_amount ?? 0));
    const invoice = invoiceFor(sub, "subscription_update", difference);
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice;
    if (card.declineNext && form.payment_behavior === "pending_if_incomplete") {
      card.declineNext = false;
      Object.assign(invoice, { status: "open", amount_paid: 0 });
      sub.pending_update = { subscription_items: [{ price }], expires_at: seconds(new Date()) + 82_800 };
      return;
    }
    sub.items.data[0].price = price;
    sub.pending_update = null;
  }

  /** A full refund of a PaymentIntent, or Stripe's error when there is nothing left to refund. */
  function refund(form: Obj): { status?: number; body: unknown } {
    const pi = String(form.payment_intent ?? "");
    const charge = paymentIntents.get(pi);
    if (!charge) return notFound;
    if (refunds.some((r) => r.payment_intent === pi)) {
      return { status: 400, body: { error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Charge has already been refunded." } } };
    }
    const made = { id: id("re"), object: "refund", payment_intent: pi, amount: charge.amount, status: "succeeded", metadata: form.metadata ?? {} };
    refunds.push(made);
    return { body: made };
  }

  function invoiceFor(sub: Obj, billingReason: string, amount: number): Obj {
    const item = sub.items.data[0];
    const invoice = {
      id: id("in"),
      object: "invoice",
      billing_reason: billingReason,
      amount_paid: amount,
      amount_due: amount,
      currency: "usd",
      status: "paid",
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { object: "list", data: [{ period: { start: item.current_period_start, end: item.current_period_end } }] },
    };
    // The card is charged for it through a PaymentIntent, which invoice payments name.
    paymentIntents.set(id("pi"), { amount, invoice });
    return invoice;
  }

  return {
    url: http.url,
    requests: http.requests,
    sessions,
    subscriptions,
    invoices,
    card,
    refunds,
    refusing,
    /** The PaymentIntent that paid an invoice. */
    paymentIntentOf: (invoiceId: string) => [...paymentIntents].find(([, pi]) => pi.invoice?.id === invoiceId)?.[0],
    /** Stripe's side of paying a checkout: the session becomes paid; a subscription and its first invoice appear. */
    completeCheckout(sessionId: string, now = new Date()) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.payment_status = "paid";
      session.status = "complete";
      if (session.mode === "payment") {
        session.payment_intent = id("pi");
        paymentIntents.set(session.payment_intent, { amount: session.amount_total });
        return { session };
      }
      const sub = {
        id: id("sub"),
        object: "subscription",
        status: "active",
        customer: id("cus"),
        metadata: session.params.subscription_data?.metadata ?? {},
        cancel_at_period_end: false,
        cancel_at: null,
        items: {
          object: "list",
          data: [
            {
              id: id("si"),
              price: { id: id("price"), object: "price", product: id("prod"), unit_amount: session.amount_total, metadata: {} },
              current_period_start: seconds(now),
              current_period_end: seconds(addMonths(now, 1)),
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
      const invoice = invoiceFor(sub, "subscription_create", session.amount_total);
      session.subscription = sub.id;
      session.invoice = invoice.id;
      return { session, subscription: sub, invoice };
    },
    /** The next period is billed: the subscription moves on and a cycle invoice is paid. */
    renew(subscriptionId: string, amount: number) {
      const sub = subscriptions.get(subscriptionId) as Obj;
      const item = sub.items.data[0];
      item.current_period_start = item.current_period_end;
      item.current_period_end = seconds(addMonths(new Date(item.current_period_end * 1000), 1));
      return invoiceFor(sub, "subscription_cycle", amount);
    },
    event: (type: string, object: Obj) => ({
      id: id("evt"),
      object: "event",
      type,
      api_version: "2026-10-28.endive",
      created: seconds(new Date()),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    }),
    /** A delivery as Stripe would send it: the JSON body and its Stripe-Signature header. */
    sign(event: Obj, secret = STRIPE_TEST_SECRET) {
      const payload = JSON.stringify(event);
      return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: http.close,
  };
}

export type { Obj as StripeObject };
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
