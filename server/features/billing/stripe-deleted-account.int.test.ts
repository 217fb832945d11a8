import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../lib/db";
import { countWebhookEvents, postWebhook, startTestServer, type TestServer } from "./test-support/billing-test-kit";
import { type AccountUser, createDeletableUser, deleteAccount, readPaymentsByRef } from "./test-support/deleted-account-kit";
import { STRIPE_TEST_SECRET, type StripeObject, type StripeStandIn, startStripeStandIn } from "./test-support/stripe-stand-in";

/** Money Stripe takes for an account deleted while its checkout was open is kept on record, given back, and billed no more. */
describe("Stripe billing of a deleted account", () => {
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
  const cancels = (subscriptionId: string) => stripe.requests.filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${subscriptionId}`);
  const refundsOf = (paymentIntent: string | undefined) => stripe.refunds.filter((r) => r.payment_intent === paymentIntent);

  async function openCheckout(user: AccountUser, request: Record<string, unknown>) {
    const res = await user.call("/api/billing/checkout", { json: request });
    expect(res.status).toBe(200);
    return ((await res.json()) as { url: string }).url.split("/").pop() as string;
  }

  it("records a subscription paid after deletion without a user, refunds it and cancels the subscription, once", async () => {
    const user = await createDeletableUser(server);
    const sessionId = await openCheckout(user, { tierId: "essentials", isSubscription: true });
    await deleteAccount(user);
    const { session, subscription, invoice } = stripe.completeCheckout(sessionId);
    const before = await countWebhookEvents(server, "stripe");

    const completed = stripe.event("checkout.session.completed", session);
    expect((await deliver(completed)).status).toBe(200);
    expect((await deliver(stripe.event("invoice.paid", invoice as StripeObject))).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);

    const invoiceId = (invoice as StripeObject).id as string;
    expect(await readPaymentsByRef(server, "stripe", [invoiceId])).toMatchObject([
      { userId: null, amount: "19.99", currency: "USD", tierApplied: "essentials", creditsPurchased: 0, paymentStatus: "refunded" },
    ]);
    expect((subscription as StripeObject).status).toBe("canceled");
    expect(cancels((subscription as StripeObject).id)).toHaveLength(1);
    expect(refundsOf(stripe.paymentIntentOf(invoiceId))).toMatchObject([{ amount: 1999, status: "succeeded" }]);
    // Both events are done with: Stripe is not asked to send them again.
    expect(await countWebhookEvents(server, "stripe")).toBe(before + 2);
  });

  it("keeps the payment on record and the event unanswered while Stripe refuses; a later invoice and the retry settle both", async () => {
    const user = await createDeletableUser(server);
    const sessionId = await openCheckout(user, { tierId: "starter", isSubscription: true });
    await deleteAccount(user);
    const { session, subscription, invoice } = stripe.completeCheckout(sessionId);
    const sub = subscription as StripeObject;
    const firstInvoice = (invoice as StripeObject).id as string;
    const before = await countWebhookEvents(server, "stripe");

    stripe.refusing.cancels = true;
    stripe.refusing.refunds = true;
    const completed = stripe.event("checkout.session.completed", session);
    expect((await deliver(completed)).status).toBe(503);
    expect(await countWebhookEvents(server, "stripe")).toBe(before);
    expect(await readPaymentsByRef(server, "stripe", [firstInvoice])).toMatchObject([{ userId: null, amount: "9.99", paymentStatus: "refund_pending" }]);
    expect(sub.status).toBe("active");

    // Stripe is back; the subscription it was never able to cancel bills another month.
    stripe.refusing.cancels = false;
    stripe.refusing.refunds = false;
    const renewal = stripe.renew(sub.id, 999);
    expect((await deliver(stripe.event("invoice.paid", renewal))).status).toBe(200);
    expect(await readPaymentsByRef(server, "stripe", [renewal.id])).toMatchObject([{ userId: null, amount: "9.99", paymentStatus: "refunded" }]);
    expect(refundsOf(stripe.paymentIntentOf(renewal.id))).toHaveLength(1);
    expect(sub.status).toBe("canceled");

    // Stripe's retry of the first delivery gives back the first payment too; nothing is done twice.
    expect((await deliver(completed)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);
    expect(await readPaymentsByRef(server, "stripe", [firstInvoice])).toMatchObject([{ userId: null, paymentStatus: "refunded" }]);
    expect(refundsOf(stripe.paymentIntentOf(firstInvoice))).toHaveLength(1);
    expect(cancels(sub.id)).toHaveLength(2);
    expect(await countWebhookEvents(server, "stripe")).toBe(before + 2);
  });

  it("records and refunds a credit pack paid after deletion", async () => {
    const user = await createDeletableUser(server);
    const sessionId = await openCheckout(user, { tierId: "oneoff", isSubscription: false, quantity: 2 });
    await deleteAccount(user);
    const { session } = stripe.completeCheckout(sessionId);
    for (let i = 0; i < 3; i++) expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);

    expect(await readPaymentsByRef(server, "stripe", [session.payment_intent])).toMatchObject([
      { userId: null, amount: "5.98", tierApplied: "oneoff", paymentStatus: "refunded" },
    ]);
    expect(refundsOf(session.payment_intent)).toMatchObject([{ amount: 598, metadata: { reason: "account_deleted" } }]);
  });

  it("leaves alone a payment naming an account this deployment never had (another deployment on the same Stripe account)", async () => {
    const user = await createDeletableUser(server);
    const sessionId = await openCheckout(user, { tierId: "starter", isSubscription: true });
    // The row goes without the account deletion that keeps its id: as if the id were never ours.
    await server.ctx.database.db.delete(tables.user).where(eq(tables.user.id, user.id));
    const { session, subscription, invoice } = stripe.completeCheckout(sessionId);
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect((await deliver(stripe.event("invoice.paid", invoice as StripeObject))).status).toBe(200);

    const invoiceId = (invoice as StripeObject).id as string;
    expect(await readPaymentsByRef(server, "stripe", [invoiceId])).toEqual([]);
    expect(refundsOf(stripe.paymentIntentOf(invoiceId))).toHaveLength(0);
    expect(cancels((subscription as StripeObject).id)).toHaveLength(0);
    expect((subscription as StripeObject).status).toBe("active");
  });

  it("never refunds what was paid while the account existed", async () => {
    const user = await createDeletableUser(server);
    const sessionId = await openCheckout(user, { tierId: "starter", isSubscription: true });
    const { session, subscription, invoice } = stripe.completeCheckout(sessionId);
    const paid = stripe.event("invoice.paid", invoice as StripeObject);
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    await deleteAccount(user);
    expect((subscription as StripeObject).cancel_at_period_end).toBe(true);

    expect((await deliver(paid)).status).toBe(200);
    const invoiceId = (invoice as StripeObject).id as string;
    expect(await readPaymentsByRef(server, "stripe", [invoiceId])).toMatchObject([{ userId: null, paymentStatus: "completed", creditsPurchased: 10 }]);
    expect(refundsOf(stripe.paymentIntentOf(invoiceId))).toHaveLength(0);
    // Canceled at the period's end by the deletion, it bills nothing more: no second cancel.
    expect(cancels((subscription as StripeObject).id)).toHaveLength(0);
  });
});
