import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { STRIPE_TEST_SECRET, type StripeObject, type StripeStandIn, startStripeStandIn } from "./test-support/stripe-stand-in";

describe("billing with Stripe", () => {
  let stripe: StripeStandIn;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestServer({ STRIPE_SECRET_KEY: "sk_test_roastreel", STRIPE_WEBHOOK_SECRET: STRIPE_TEST_SECRET, STRIPE_API_BASE: stripe.url });
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  const deliver = (event: Record<string, unknown>) => {
    const { payload, header } = stripe.sign(event);
    return postWebhook(server, "stripe", payload, { "stripe-signature": header });
  };

  async function checkout(buyer: TestBuyer, request: Record<string, unknown>) {
    const res = await buyer.call("/api/billing/checkout", { json: request });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    return url.split("/").pop() as string;
  }

  async function subscribe(buyer: TestBuyer, tierId: string) {
    const { session, subscription, invoice } = stripe.completeCheckout(await checkout(buyer, { tierId, isSubscription: true }));
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect((await deliver(stripe.event("invoice.paid", invoice as Record<string, unknown>))).status).toBe(200);
    return { subscription: subscription as StripeObject, firstInvoiceId: (invoice as StripeObject).id as string };
  }

  it("uses Stripe and no test checkout once keys are set", async () => {
    expect(await (await fetch(`${server.url}/api/billing/providers`)).json()).toEqual({ providers: ["stripe"], defaultProvider: "stripe", testMode: false });
    expect(server.ctx.billing.local).toBeUndefined();
  });

  it("sells a one-off pack through Checkout and grants it once, however often the event comes", async () => {
    const buyer = await createBuyer(server);
    const sessionId = await checkout(buyer, { tierId: "oneoff", isSubscription: false, quantity: 3 });
    const created = stripe.sessions.get(sessionId) as StripeObject;
    expect(created).toMatchObject({
      mode: "payment",
      amount_total: 897,
      client_reference_id: buyer.id,
      metadata: { userId: buyer.id, tierId: "oneoff", credits: "3" },
    });
    expect(created.params.success_url).toContain("/payment-success?provider=stripe&session_id={CHECKOUT_SESSION_ID}");

    const { session } = stripe.completeCheckout(sessionId);
    const event = stripe.event("checkout.session.completed", { id: session.id, object: "checkout.session" });
    const { payload, header } = stripe.sign(event);
    const statuses = await deliverRepeatedly(() => postWebhook(server, "stripe", payload, { "stripe-signature": header }), 100, 20);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const confirm = await buyer.call("/api/billing/confirm", { json: { session_id: sessionId } });
    expect(await confirm.json()).toEqual({ fulfilled: true });
    const stranger = await createBuyer(server);
    expect((await stranger.call("/api/billing/confirm", { json: { session_id: sessionId } })).status).toBe(404);

    const { credits, grants, payments } = await readBilling(server, buyer.id);
    expect(credits.paidCredits).toBe(3);
    expect(grants).toMatchObject([{ delta: 3, dedupeKey: `stripe:${session.payment_intent}` }]);
    expect(payments).toMatchObject([{ amount: "8.97", creditsPurchased: 3, paymentMethod: "Card", paymentStatus: "completed" }]);
  });

  it("answers a forged signature with 400 and writes nothing", async () => {
    const buyer = await createBuyer(server);
    const { session } = stripe.completeCheckout(await checkout(buyer, { tierId: "oneoff", isSubscription: false }));
    const event = stripe.event("checkout.session.completed", session);
    const before = await countWebhookEvents(server, "stripe");
    const forged = stripe.sign(event, "whsec_someone_else");
    expect((await postWebhook(server, "stripe", forged.payload, { "stripe-signature": forged.header })).status).toBe(400);
    const genuine = stripe.sign(event);
    expect((await postWebhook(server, "stripe", genuine.payload.replace('"type"', ' "type"'), { "stripe-signature": genuine.header })).status).toBe(400);
    expect((await postWebhook(server, "stripe", genuine.payload, {})).status).toBe(400);
    expect(await countWebhookEvents(server, "stripe")).toBe(before);
    const { credits, payments } = await readBilling(server, buyer.id);
    expect(credits.paidCredits).toBe(0);
    expect(payments).toHaveLength(0);
  });

  it("activates a subscription once from checkout and first invoice, and grants each renewal once", async () => {
    const buyer = await createBuyer(server);
    const { subscription, firstInvoiceId } = await subscribe(buyer, "essentials");
    let state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ paidCredits: 25, subscriptionStatus: "active", subscriptionTierId: "essentials" });
    expect(state.subscriptions).toMatchObject([{ provider: "stripe", providerSubscriptionId: subscription.id, status: "active" }]);

    const renewal = stripe.renew(subscription.id, 1999);
    const event = stripe.event("invoice.paid", renewal);
    for (let i = 0; i < 3; i++) expect((await deliver(event)).status).toBe(200);
    await deliver(stripe.event("invoice.paid", renewal));
    state = await readBilling(server, buyer.id);
    expect(state.credits.paidCredits).toBe(50);
    expect(state.grants.map((g) => g.dedupeKey).sort()).toEqual([`stripe:${firstInvoiceId}`, `stripe:${renewal.id}`].sort());
    expect(state.credits.subscriptionEndDate?.getTime()).toBe(subscription.items.data[0].current_period_end * 1000);
  });

  it("re-reads the subscription from Stripe instead of trusting the event's copy", async () => {
    const buyer = await createBuyer(server);
    const { subscription } = await subscribe(buyer, "starter");
    const stale = { ...subscription, status: "canceled", metadata: { ...subscription.metadata, tierId: "creator" } };
    expect((await deliver(stripe.event("customer.subscription.updated", stale))).status).toBe(200);
    expect((await readBilling(server, buyer.id)).credits).toMatchObject({ subscriptionStatus: "active", subscriptionTierId: "starter" });
  });

  it("cancels at period end: credits and access stay until Stripe ends it", async () => {
    const buyer = await createBuyer(server);
    const { subscription } = await subscribe(buyer, "starter");
    const res = await buyer.call("/api/billing/subscription/cancel", { method: "POST" });
    expect(await res.json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect(subscription.cancel_at_period_end).toBe(true);
    let state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ paidCredits: 10, subscriptionStatus: "active" });
    expect(state.subscriptions[0].cancelAtPeriodEnd).toBe(true);

    subscription.status = "canceled";
    expect((await deliver(stripe.event("customer.subscription.deleted", subscription))).status).toBe(200);
    state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ paidCredits: 10, subscriptionStatus: "canceled" });
  });

  it("charges an upgrade before it applies, links to the portal, and records a failed renewal", async () => {
    const buyer = await createBuyer(server);
    const { subscription } = await subscribe(buyer, "starter");
    const change = await buyer.call("/api/billing/subscription/change", { json: { tierId: "creator" } });
    expect(await change.json()).toMatchObject({ changed: true, timing: "after_payment", tierId: "creator", pendingTierId: null });
    const update = stripe.requests.findLast((r) => r.path === `/v1/subscriptions/${subscription.id}` && r.method === "POST");
    expect(update?.rawBody).toContain("proration_behavior=always_invoice");
    expect(update?.rawBody).toContain("payment_behavior=pending_if_incomplete");
    expect((await readBilling(server, buyer.id)).credits).toMatchObject({ subscriptionTierId: "creator", paidCredits: 10 });

    const portal = await buyer.call("/api/billing/subscription/portal", { method: "POST" });
    expect(((await portal.json()) as { url: string }).url).toBe(`https://billing.stripe.test/p/session/${subscription.customer}`);

    subscription.status = "past_due";
    const failed: StripeObject = { ...stripe.renew(subscription.id, 3999), status: "open", amount_paid: 0 };
    expect((await deliver(stripe.event("invoice.payment_failed", failed))).status).toBe(200);
    const state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ paidCredits: 10, subscriptionStatus: "past_due" });
    expect(state.payments.find((p) => p.providerRef === failed.id)).toMatchObject({ paymentStatus: "failed", amount: "39.99", creditsPurchased: 0 });
  });

  it("keeps the old plan when the upgrade's charge is declined, whatever events arrive", async () => {
    const buyer = await createBuyer(server);
    const { subscription } = await subscribe(buyer, "starter");
    stripe.card.declineNext = true;
    const change = await buyer.call("/api/billing/subscription/change", { json: { tierId: "creator" } });
    expect(change.status).toBe(402);
    expect(await change.json()).toMatchObject({ title: "Payment declined" });
    expect(subscription.pending_update).toBeTruthy();
    expect((await deliver(stripe.event("customer.subscription.updated", subscription))).status).toBe(200);
    const unpaid = subscription.latest_invoice as StripeObject;
    expect((await deliver(stripe.event("invoice.payment_failed", unpaid))).status).toBe(200);
    const state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ subscriptionTierId: "starter", paidCredits: 10 });
    expect(state.subscriptions[0]).toMatchObject({ tierId: "starter", pendingTierId: null });
  });

  it("downgrades at the period's end, renews with the paid plan's credits, and ignores a replayed upgrade invoice", async () => {
    const buyer = await createBuyer(server);
    const { subscription } = await subscribe(buyer, "creator");
    const down = await buyer.call("/api/billing/subscription/change", { json: { tierId: "starter" } });
    expect(await down.json()).toMatchObject({ changed: true, timing: "next_period", tierId: "creator", pendingTierId: "starter" });
    const update = stripe.requests.findLast((r) => r.path === `/v1/subscriptions/${subscription.id}` && r.method === "POST");
    expect(update?.rawBody).toContain("proration_behavior=none");
    expect((await deliver(stripe.event("customer.subscription.updated", subscription))).status).toBe(200);
    expect((await readBilling(server, buyer.id)).credits).toMatchObject({ subscriptionTierId: "creator", paidCredits: 60 });

    expect((await deliver(stripe.event("invoice.paid", stripe.renew(subscription.id, 999)))).status).toBe(200);
    let state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ subscriptionTierId: "starter", paidCredits: 70 });

    // Back up: charged now, applied now, no credits until the next renewal; its invoice replayed changes nothing.
    const up = await buyer.call("/api/billing/subscription/change", { json: { tierId: "creator" } });
    expect(await up.json()).toMatchObject({ changed: true, tierId: "creator" });
    const upgradeInvoice = subscription.latest_invoice as StripeObject;
    expect(upgradeInvoice).toMatchObject({ billing_reason: "subscription_update", status: "paid" });
    for (let i = 0; i < 3; i++) expect((await deliver(stripe.event("invoice.paid", upgradeInvoice))).status).toBe(200);
    state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ subscriptionTierId: "creator", paidCredits: 70 });
    expect(state.payments.filter((p) => p.providerRef === upgradeInvoice.id)).toHaveLength(1);
  });

  it("undoes a scheduled downgrade without a charge when the paid plan is chosen again", async () => {
    const buyer = await createBuyer(server);
    const { subscription } = await subscribe(buyer, "creator");
    await buyer.call("/api/billing/subscription/change", { json: { tierId: "starter" } });
    const back = await buyer.call("/api/billing/subscription/change", { json: { tierId: "creator" } });
    expect(await back.json()).toMatchObject({ changed: true, timing: "next_period", tierId: "creator", pendingTierId: null });
    expect(subscription.latest_invoice).toBeUndefined();
    expect((await readBilling(server, buyer.id)).payments).toHaveLength(1);
  });
});
