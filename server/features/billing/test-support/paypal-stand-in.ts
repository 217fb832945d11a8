import { createHash, createHmac, randomUUID } from "node:crypto";
import { addMonths } from "../billing-period";
import { startHttpStandIn } from "./http-stand-in";

// biome-ignore lint/suspicious/noExplicitAny: loosely typed JSON of a third-party API, shaped per test
type Obj = Record<string, any>;
const id = (prefix: string) => `${prefix}-${randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`;
export const PAYPAL_TEST_WEBHOOK_ID = "WH-TEST-ROASTREEL";
const SIGNING_KEY = "paypal-stand-in-signing-key";

/** PayPal's signature over a delivery: transmission id, time, webhook id and a digest of the exact body. */
const signatureOf = (transmissionId: string, time: string, webhookId: string, rawEvent: string) =>
  createHmac("sha256", SIGNING_KEY)
    .update(`${transmissionId}|${time}|${webhookId}|${createHash("sha256").update(rawEvent).digest("hex")}`)
    .digest("base64");

/**
 * Answers like PayPal's REST API (OAuth2, v2 orders, v1 billing subscriptions, webhook
 * verification) and plays the buyer's and PayPal's side: approving, paying, renewing, signing.
 */
export async function startPayPalStandIn() {
  const orders = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const captures = new Map<string, Obj>();
  /** Refunds made, each of a whole capture (v2) or sale (v1). */
  const refunds: Obj[] = [];
  /** Answers to refunds already asked for, by PayPal-Request-Id: a retry gets the first answer. */
  const refundReplies = new Map<string, { status: number; body: unknown }>();
  /** Set by a test: PayPal is down for these calls. */
  const refusing = { cancels: false, refunds: false };
  const outage = { status: 503, body: { name: "SERVICE_UNAVAILABLE", message: "Service Unavailable." } };
  const notFound = { status: 404, body: { name: "RESOURCE_NOT_FOUND" } };

  const http = await startHttpStandIn(({ method, path, rawBody, headers }) => {
    if (path === "/v1/oauth2/token") return { body: { access_token: "A21-stand-in", token_type: "Bearer", expires_in: 32400 } };
    if (headers.authorization !== "Bearer A21-stand-in") return { status: 401, body: { name: "AUTHENTICATION_FAILURE" } };
    const body = rawBody ? JSON.parse(rawBody) : {};
    const parts = path.split("/").filter(Boolean);
    if (path === "/v1/notifications/verify-webhook-signature") return { body: { verification_status: verify(rawBody, body) ? "SUCCESS" : "FAILURE" } };
    const refundOf = (parts[0] === "v2" && parts[2] === "captures") || (parts[0] === "v1" && parts[2] === "sale") ? parts[3] : null;
    if (refundOf && parts[4] === "refund" && method === "POST") {
      if (refusing.refunds) return outage;
      const requestId = String(headers["paypal-request-id"] ?? "");
      const reply = refundReplies.get(requestId) ?? refund(parts[0] === "v2" ? "capture" : "sale", refundOf);
      refundReplies.set(requestId, reply);
      return reply;
    }
    if (path === "/v2/checkout/orders" && method === "POST") {
      const order = { id: id("ORDER"), status: "CREATED", intent: body.intent, purchase_units: body.purchase_units, links: [] as Obj[] };
      order.links = [{ rel: "payer-action", href: `https://www.sandbox.paypal.test/checkoutnow?token=${order.id}`, method: "GET" }];
      orders.set(order.id, order);
      return { status: 201, body: order };
    }
    if (parts[1] === "checkout" && parts[2] === "orders") {
      const order = orders.get(parts[3]);
      if (!order) return notFound;
      if (parts[4] !== "capture") return { body: order };
      const requestId = String(headers["paypal-request-id"] ?? "");
      if (captures.has(requestId)) return { status: 201, body: captures.get(requestId) };
      if (order.status !== "APPROVED")
        return {
          status: 422,
          body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: order.status === "COMPLETED" ? "ORDER_ALREADY_CAPTURED" : "ORDER_NOT_APPROVED" }] },
        };
      order.status = "COMPLETED";
      const unit = order.purchase_units[0];
      unit.payments = { captures: [{ id: id("CAP"), status: "COMPLETED", amount: unit.amount, custom_id: unit.custom_id }] };
      captures.set(requestId, order);
      return { status: 201, body: order };
    }
    if (path === "/v1/billing/subscriptions" && method === "POST") {
      const sub = { id: id("I"), status: "APPROVAL_PENDING", plan_id: body.plan_id, custom_id: body.custom_id, transactions: [] as Obj[], links: [] as Obj[] };
      sub.links = [{ rel: "approve", href: `https://www.sandbox.paypal.test/webapps/billing/subscriptions?ba_token=${sub.id}`, method: "GET" }];
      subscriptions.set(sub.id, sub);
      return { status: 201, body: sub };
    }
    if (parts[1] === "billing" && parts[2] === "subscriptions") {
      const sub = subscriptions.get(parts[3]);
      if (!sub) return notFound;
      if (parts[4] === "transactions") return { body: { transactions: sub.transactions } };
      if (parts[4] === "cancel") {
        if (refusing.cancels) return outage;
        if (sub.status !== "ACTIVE" && sub.status !== "SUSPENDED")
          return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "SUBSCRIPTION_STATUS_INVALID" }] } };
        sub.status = "CANCELLED";
        delete sub.billing_info.next_billing_time;
        return { status: 204 };
      }
      if (parts[4] === "revise") {
        sub.pending_plan_id = body.plan_id;
        return { body: { plan_id: body.plan_id, links: [{ rel: "approve", href: `https://www.sandbox.paypal.test/revise?ba_token=${sub.id}` }] } };
      }
      const { transactions: _t, pending_plan_id: _p, ...view } = sub;
      return { body: view };
    }
    return notFound;
  });

  /** A full refund of a completed capture or sale, or PayPal's error when it was refunded already. */
  function refund(kind: "capture" | "sale", paymentId: string): { status: number; body: unknown } {
    const found =
      kind === "capture"
        ? [...orders.values()].flatMap((o) => o.purchase_units[0]?.payments?.captures ?? []).find((c: Obj) => c.id === paymentId)
        : [...subscriptions.values()].flatMap((sub) => sub.transactions).find((t: Obj) => t.id === paymentId);
    if (!found) return notFound;
    if (found.status === "REFUNDED") {
      return kind === "capture"
        ? { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "CAPTURE_FULLY_REFUNDED" }] } }
        : { status: 400, body: { name: "TRANSACTION_ALREADY_REFUNDED", message: "Refund transaction refused - this transaction has already been refunded." } };
    }
    found.status = "REFUNDED";
    const made = { id: id("REFUND"), status: "COMPLETED", kind, paymentId };
    refunds.push(made);
    return { status: 201, body: made };
  }

  /** Checks a verify-webhook-signature request against the exact event bytes embedded in it. */
  function verify(rawBody: string, body: Obj): boolean {
    const marker = '"webhook_event":';
    const rawEvent = rawBody.slice(rawBody.indexOf(marker) + marker.length, -1);
    return (
      body.webhook_id === PAYPAL_TEST_WEBHOOK_ID &&
      body.transmission_sig === signatureOf(body.transmission_id, body.transmission_time, body.webhook_id, rawEvent)
    );
  }

  function pay(sub: Obj, at: Date, amount: string): string {
    const saleId = id("SALE");
    sub.transactions.push({
      id: saleId,
      status: "COMPLETED",
      time: at.toISOString(),
      amount_with_breakdown: { gross_amount: { currency_code: "USD", value: amount } },
    });
    sub.billing_info = {
      next_billing_time: addMonths(at, 1).toISOString(),
      last_payment: { amount: { currency_code: "USD", value: amount }, time: at.toISOString() },
    };
    return saleId;
  }

  return {
    url: http.url,
    requests: http.requests,
    orders,
    subscriptions,
    refunds,
    refusing,
    approveOrder(orderId: string) {
      (orders.get(orderId) as Obj).status = "APPROVED";
    },
    /** PayPal captured an approved order (our capture call got through) and returns the capture. */
    captureOrder(orderId: string) {
      const order = orders.get(orderId) as Obj;
      const unit = order.purchase_units[0];
      order.status = "COMPLETED";
      unit.payments = { captures: [{ id: id("CAP"), status: "COMPLETED", amount: unit.amount, custom_id: unit.custom_id }] };
      return unit.payments.captures[0] as Obj;
    },
    /** The buyer approves; PayPal activates and takes the first payment. Returns the sale id. */
    activateSubscription(subscriptionId: string, amount: string, now = new Date()) {
      const sub = subscriptions.get(subscriptionId) as Obj;
      Object.assign(sub, { status: "ACTIVE", start_time: now.toISOString() });
      return pay(sub, now, amount);
    },
    /** A further month is billed. Returns the sale id. */
    renewSubscription(subscriptionId: string, amount: string) {
      const sub = subscriptions.get(subscriptionId) as Obj;
      return pay(sub, new Date(sub.billing_info.next_billing_time), amount);
    },
    approveRevision(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId) as Obj;
      sub.plan_id = sub.pending_plan_id;
    },
    event: (eventType: string, resource: Obj) => ({
      id: id("WH"),
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: "subscription",
      event_type: eventType,
      resource,
    }),
    /** A delivery as PayPal sends it: the raw body and its transmission headers. */
    sign(event: Obj, webhookId = PAYPAL_TEST_WEBHOOK_ID) {
      const payload = JSON.stringify(event);
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const headers = {
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": "https://api.sandbox.paypal.test/v1/notifications/certs/CERT-test",
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-sig": signatureOf(transmissionId, time, webhookId, payload),
        "paypal-transmission-time": time,
      };
      return { payload, headers };
    },
    close: http.close,
  };
}

export type PayPalStandIn = Awaited<ReturnType<typeof startPayPalStandIn>>;
