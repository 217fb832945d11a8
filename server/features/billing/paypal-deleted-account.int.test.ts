import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countWebhookEvents, postWebhook, startTestServer, type TestServer } from "./test-support/billing-test-kit";
import { type AccountUser, createDeletableUser, deleteAccount, readPaymentsByRef } from "./test-support/deleted-account-kit";
import { PAYPAL_TEST_WEBHOOK_ID, type PayPalStandIn, startPayPalStandIn } from "./test-support/paypal-stand-in";

/** Money PayPal takes for an account deleted while its checkout was open is kept on record, given back, and billed no more. */
describe("PayPal billing of a deleted account", () => {
  let paypal: PayPalStandIn;
  let server: TestServer;
  beforeAll(async () => {
    paypal = await startPayPalStandIn();
    server = await startTestServer({
      PAYPAL_CLIENT_ID: "client-id",
      PAYPAL_CLIENT_SECRET: "client-secret",
      PAYPAL_WEBHOOK_ID: PAYPAL_TEST_WEBHOOK_ID,
      PAYPAL_API_BASE: paypal.url,
      PAYPAL_PLAN_STARTER: "P-STARTER",
      PAYPAL_PLAN_ESSENTIALS: "P-ESSENTIALS",
    });
  });
  afterAll(async () => {
    await server.close();
    await paypal.close();
  });

  const send = (event: Record<string, unknown>) => {
    const { payload, headers } = paypal.sign(event);
    return postWebhook(server, "paypal", payload, headers);
  };
  const cancels = (subscriptionId: string) =>
    paypal.requests.filter((r) => r.method === "POST" && r.path === `/v1/billing/subscriptions/${subscriptionId}/cancel`);
  const refundsOf = (paymentId: string) => paypal.refunds.filter((r) => r.paymentId === paymentId);
  const saleCompleted = (saleId: string, subscriptionId: string) =>
    paypal.event("PAYMENT.SALE.COMPLETED", { id: saleId, billing_agreement_id: subscriptionId, state: "completed" });

  async function openSubscription(user: AccountUser, tierId: string) {
    const res = await user.call("/api/billing/checkout", { json: { tierId, isSubscription: true } });
    expect(res.status).toBe(200);
    return new URL(((await res.json()) as { url: string }).url).searchParams.get("ba_token") as string;
  }

  it("records a subscription approved after deletion without a user, refunds its sale and cancels it, once", async () => {
    const user = await createDeletableUser(server);
    const subscriptionId = await openSubscription(user, "essentials");
    await deleteAccount(user);
    const saleId = paypal.activateSubscription(subscriptionId, "19.99");
    const before = await countWebhookEvents(server, "paypal");

    const activated = paypal.event("BILLING.SUBSCRIPTION.ACTIVATED", { id: subscriptionId, plan_id: "P-ESSENTIALS", status: "ACTIVE" });
    expect((await send(activated)).status).toBe(200);
    expect((await send(saleCompleted(saleId, subscriptionId))).status).toBe(200);
    expect((await send(activated)).status).toBe(200);

    expect(await readPaymentsByRef(server, "paypal", [saleId])).toMatchObject([
      { userId: null, amount: "19.99", currency: "USD", tierApplied: "essentials", paymentMethod: "PayPal", paymentStatus: "refunded" },
    ]);
    expect(paypal.subscriptions.get(subscriptionId)?.status).toBe("CANCELLED");
    expect(cancels(subscriptionId)).toHaveLength(1);
    expect(refundsOf(saleId)).toMatchObject([{ kind: "sale", status: "COMPLETED" }]);
    expect(await countWebhookEvents(server, "paypal")).toBe(before + 2);
  });

  it("keeps the sale on record and the event unanswered while PayPal refuses; a later payment settles both", async () => {
    const user = await createDeletableUser(server);
    const subscriptionId = await openSubscription(user, "starter");
    await deleteAccount(user);
    const firstSale = paypal.activateSubscription(subscriptionId, "9.99");
    const before = await countWebhookEvents(server, "paypal");

    paypal.refusing.cancels = true;
    paypal.refusing.refunds = true;
    const activated = paypal.event("BILLING.SUBSCRIPTION.ACTIVATED", { id: subscriptionId, plan_id: "P-STARTER", status: "ACTIVE" });
    expect((await send(activated)).status).toBe(503);
    expect(await countWebhookEvents(server, "paypal")).toBe(before);
    expect(await readPaymentsByRef(server, "paypal", [firstSale])).toMatchObject([{ userId: null, amount: "9.99", paymentStatus: "refund_pending" }]);
    expect(paypal.subscriptions.get(subscriptionId)?.status).toBe("ACTIVE");

    // PayPal is back; the subscription it could not cancel bills another month.
    paypal.refusing.cancels = false;
    paypal.refusing.refunds = false;
    const secondSale = paypal.renewSubscription(subscriptionId, "9.99");
    expect((await send(saleCompleted(secondSale, subscriptionId))).status).toBe(200);
    expect(await readPaymentsByRef(server, "paypal", [firstSale, secondSale])).toEqual([
      expect.objectContaining({ userId: null, paymentStatus: "refunded" }),
      expect.objectContaining({ userId: null, paymentStatus: "refunded" }),
    ]);
    expect(paypal.subscriptions.get(subscriptionId)?.status).toBe("CANCELLED");

    // PayPal's retry of the first delivery finds nothing left to do.
    expect((await send(activated)).status).toBe(200);
    expect(refundsOf(firstSale)).toHaveLength(1);
    expect(refundsOf(secondSale)).toHaveLength(1);
    expect(cancels(subscriptionId)).toHaveLength(2);
    expect(await countWebhookEvents(server, "paypal")).toBe(before + 2);
  });

  it("records and refunds a credit pack captured after deletion", async () => {
    const user = await createDeletableUser(server);
    const res = await user.call("/api/billing/create-paypal-payment", { json: { tier: "oneoff" } });
    const orderId = new URL(((await res.json()) as { approval_url: string }).approval_url).searchParams.get("token") as string;
    paypal.approveOrder(orderId);
    // Captured at PayPal, yet the answer never reached the success page before the account was deleted.
    const capture = paypal.captureOrder(orderId);
    await deleteAccount(user);

    const event = paypal.event("PAYMENT.CAPTURE.COMPLETED", { ...capture, supplementary_data: { related_ids: { order_id: orderId } } });
    for (let i = 0; i < 3; i++) expect((await send(event)).status).toBe(200);
    expect(await readPaymentsByRef(server, "paypal", [capture.id])).toMatchObject([
      { userId: null, amount: "2.99", tierApplied: "oneoff", paymentStatus: "refunded" },
    ]);
    expect(refundsOf(capture.id)).toMatchObject([{ kind: "capture" }]);
  });
});
