import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBillingUpkeep } from "./billing-jobs";
import { addMonths } from "./billing-period";
import {
  countWebhookEvents,
  createBuyer,
  deliverRepeatedly,
  postWebhook,
  readBilling,
  startTestServer,
  type TestBuyer,
  type TestServer,
} from "./test-support/billing-test-kit";
import { PAYPAL_TEST_WEBHOOK_ID, type PayPalStandIn, startPayPalStandIn } from "./test-support/paypal-stand-in";

describe("billing with PayPal", () => {
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

  async function subscribe(buyer: TestBuyer, tierId: string, price: string) {
    const res = await buyer.call("/api/billing/checkout", { json: { tierId, isSubscription: true } });
    const { url } = (await res.json()) as { url: string };
    const subscriptionId = new URL(url).searchParams.get("ba_token") as string;
    expect(paypal.subscriptions.get(subscriptionId)).toMatchObject({ plan_id: `P-${tierId.toUpperCase()}`, custom_id: buyer.id });
    const saleId = paypal.activateSubscription(subscriptionId, price);
    return { subscriptionId, saleId };
  }

  it("offers PayPal when its keys are set", async () => {
    expect(await (await fetch(`${server.url}/api/billing/providers`)).json()).toEqual({ providers: ["paypal"], defaultProvider: "paypal", testMode: false });
  });

  it("sells a one-off pack with an order captured by the server, granted once", async () => {
    const buyer = await createBuyer(server);
    expect((await buyer.call("/api/billing/create-paypal-payment", { json: { tier: "starter" } })).status).toBe(403);
    const res = await buyer.call("/api/billing/create-paypal-payment", { json: { tier: "oneoff" } });
    const { success, approval_url } = (await res.json()) as { success: boolean; approval_url: string };
    expect(success).toBe(true);
    const orderId = new URL(approval_url).searchParams.get("token") as string;
    expect(paypal.orders.get(orderId)?.purchase_units[0]).toMatchObject({ amount: { currency_code: "USD", value: "2.99" } });

    paypal.approveOrder(orderId);
    const confirm = await buyer.call("/api/billing/paypal/confirm", { json: { token: orderId } });
    expect(await confirm.json()).toMatchObject({ kind: "order", status: "completed", fulfilled: true, credits: 1 });
    expect((await buyer.call("/api/billing/paypal/confirm", { json: { token: orderId } })).status).toBe(200);
    const stranger = await createBuyer(server);
    expect((await stranger.call("/api/billing/paypal/confirm", { json: { token: orderId } })).status).toBe(404);

    const capture = paypal.orders.get(orderId)?.purchase_units[0].payments.captures[0];
    const event = paypal.event("PAYMENT.CAPTURE.COMPLETED", { ...capture, supplementary_data: { related_ids: { order_id: orderId } } });
    const { payload, headers } = paypal.sign(event);
    const statuses = await deliverRepeatedly(() => postWebhook(server, "paypal", payload, headers), 100, 20);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const { credits, grants, payments } = await readBilling(server, buyer.id);
    expect(credits.paidCredits).toBe(1);
    expect(grants).toMatchObject([{ delta: 1, dedupeKey: `paypal:${capture.id}` }]);
    expect(payments).toMatchObject([{ amount: "2.99", paymentMethod: "PayPal", paymentStatus: "completed" }]);
  });

  it("activates a subscription once however the news arrives: webhooks 100 times, the success page, the sale", async () => {
    const buyer = await createBuyer(server);
    const { subscriptionId, saleId } = await subscribe(buyer, "essentials", "19.99");
    const activated = paypal.event("BILLING.SUBSCRIPTION.ACTIVATED", { id: subscriptionId, plan_id: "P-ESSENTIALS", status: "ACTIVE" });
    const { payload, headers } = paypal.sign(activated);
    const statuses = await deliverRepeatedly(() => postWebhook(server, "paypal", payload, headers), 100, 20);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const confirm = await buyer.call("/api/billing/paypal/confirm", { json: { subscription_id: subscriptionId, ba_token: "x" } });
    expect(await confirm.json()).toMatchObject({ kind: "subscription", id: subscriptionId, status: "active", fulfilled: true, credits: 0 });
    await send(paypal.event("PAYMENT.SALE.COMPLETED", { id: saleId, billing_agreement_id: subscriptionId, state: "completed" }));

    const renewalSale = paypal.renewSubscription(subscriptionId, "19.99");
    const renewal = paypal.event("PAYMENT.SALE.COMPLETED", { id: renewalSale, billing_agreement_id: subscriptionId, state: "completed" });
    for (let i = 0; i < 3; i++) expect((await send(renewal)).status).toBe(200);

    const { credits, grants, subscriptions } = await readBilling(server, buyer.id);
    expect(credits).toMatchObject({ paidCredits: 50, subscriptionStatus: "active", subscriptionTierId: "essentials" });
    expect(grants.map((g) => g.dedupeKey).sort()).toEqual([`paypal:${saleId}`, `paypal:${renewalSale}`].sort());
    expect(subscriptions).toMatchObject([{ provider: "paypal", providerSubscriptionId: subscriptionId }]);
  });

  it("answers a delivery PayPal does not vouch for with 400 and writes nothing", async () => {
    const buyer = await createBuyer(server);
    const { subscriptionId } = await subscribe(buyer, "starter", "9.99");
    const event = paypal.event("BILLING.SUBSCRIPTION.ACTIVATED", { id: subscriptionId });
    const before = await countWebhookEvents(server, "paypal");
    const foreign = paypal.sign(event, "WH-SOMEONE-ELSE");
    expect((await postWebhook(server, "paypal", foreign.payload, foreign.headers)).status).toBe(400);
    const genuine = paypal.sign(event);
    expect((await postWebhook(server, "paypal", genuine.payload.replace("{", '{"extra":1,'), genuine.headers)).status).toBe(400);
    expect((await postWebhook(server, "paypal", genuine.payload, {})).status).toBe(400);
    expect(await countWebhookEvents(server, "paypal")).toBe(before);
    expect((await readBilling(server, buyer.id)).credits.paidCredits).toBe(0);
  });

  it("cancels at period end: active with its credits until the period is over, then ended by the upkeep job", async () => {
    const buyer = await createBuyer(server);
    const { subscriptionId } = await subscribe(buyer, "starter", "9.99");
    await buyer.call("/api/billing/paypal/confirm", { json: { subscription_id: subscriptionId } });
    expect((await buyer.call("/api/billing/subscription/cancel", { method: "POST" })).status).toBe(200);
    expect(paypal.subscriptions.get(subscriptionId)?.status).toBe("CANCELLED");
    let state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ paidCredits: 10, subscriptionStatus: "active" });
    expect(state.subscriptions[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: true });

    await runBillingUpkeep(server.ctx.database.db, server.ctx.logger, addMonths(new Date(), 2));
    state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ paidCredits: 10, subscriptionStatus: "canceled" });
  });

  it("changes plan through PayPal's approval, and says when a plan is not set up at PayPal", async () => {
    const buyer = await createBuyer(server);
    const { subscriptionId } = await subscribe(buyer, "starter", "9.99");
    await buyer.call("/api/billing/paypal/confirm", { json: { subscription_id: subscriptionId } });
    const notSetUp = await buyer.call("/api/billing/subscription/change", { json: { tierId: "creator" } });
    expect(notSetUp.status).toBe(422);
    const change = await buyer.call("/api/billing/subscription/change", { json: { tierId: "essentials" } });
    const body = (await change.json()) as { changed: boolean; url: string };
    expect(body.changed).toBe(false);
    expect(body.url).toContain(`ba_token=${subscriptionId}`);
    expect((await readBilling(server, buyer.id)).credits.subscriptionTierId).toBe("starter");
    // Approved, yet not paid: PayPal bills the new plan from the next cycle, and the plan applies with that payment.
    paypal.approveRevision(subscriptionId);
    await buyer.call("/api/billing/paypal/confirm", { json: { subscription_id: subscriptionId } });
    let state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ subscriptionTierId: "starter", paidCredits: 10 });
    expect(state.subscriptions[0]).toMatchObject({ tierId: "starter", pendingTierId: "essentials" });
    const account = (await (await buyer.call("/api/account")).json()) as { subscription: { pendingTierName: string } };
    expect(account.subscription.pendingTierName).toBe("Essentials Pack");
    paypal.renewSubscription(subscriptionId, "19.99");
    await buyer.call("/api/billing/paypal/confirm", { json: { subscription_id: subscriptionId } });
    await buyer.call("/api/billing/paypal/confirm", { json: { subscription_id: subscriptionId } });
    state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ subscriptionTierId: "essentials", paidCredits: 35 });
    expect(state.subscriptions[0]).toMatchObject({ tierId: "essentials", pendingTierId: null });
  });

  it("needs a subscription id or token to re-check", async () => {
    const buyer = await createBuyer(server);
    expect((await buyer.call("/api/billing/paypal/confirm", { json: {} })).status).toBe(400);
  });
});
