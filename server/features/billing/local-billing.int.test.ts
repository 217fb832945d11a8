import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../lib/db";
import { LOCAL_SIGNATURE_HEADER, deriveLocalBillingKey, signWebhook } from "./providers/local/local-signing";
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

describe("billing with the built-in test checkout", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function openCheckout(buyer: TestBuyer, request: Record<string, unknown>) {
    const res = await buyer.call("/api/billing/checkout", { json: request });
    expect(res.status).toBe(200);
    const { url, redirect_url } = (await res.json()) as { url: string; redirect_url: string };
    expect(url).toBe(redirect_url);
    expect(url.startsWith(`${server.url}/billing/local-checkout/`)).toBe(true);
    return new URL(url).pathname;
  }

  it("offers only the test checkout when no provider keys are set", async () => {
    const res = await fetch(`${server.url}/api/billing/providers`);
    expect(await res.json()).toEqual({ providers: ["local"], defaultProvider: "local", testMode: true });
  });

  it("sells a one-off pack: the page says TEST MODE, Pay grants the credits once", async () => {
    const buyer = await createBuyer(server);
    const checkout = await openCheckout(buyer, { tierId: "oneoff", isSubscription: false, quantity: 2 });
    const page = await buyer.call(checkout);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("TEST MODE");
    // Its forms must carry the page's origin (a no-referrer page posts "Origin: null", which is refused).
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    expect(html).toContain("Pay $5.98");

    const paid = await buyer.call(`${checkout}/pay`, { method: "POST" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(/^\/payment-success\?provider=local&session_id=[0-9a-f-]{36}$/);
    await buyer.call(`${checkout}/pay`, { method: "POST" });

    const { credits, grants, payments } = await readBilling(server, buyer.id);
    expect(credits).toMatchObject({ paidCredits: 2, freeRoastsRemaining: 1 });
    expect(grants).toHaveLength(1);
    expect(grants[0].dedupeKey).toMatch(/^local:pay_/);
    expect(grants[0].expiresAt?.getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect(payments).toMatchObject([{ amount: "5.98", creditsPurchased: 2, tierApplied: "oneoff", paymentMethod: "Card (test)", paymentStatus: "completed" }]);
  });

  it("records a declined card as a failed payment and grants nothing; Cancel changes nothing", async () => {
    const buyer = await createBuyer(server);
    const checkout = await openCheckout(buyer, { tierId: "oneoff", isSubscription: false });
    const declined = await buyer.call(`${checkout}/decline`, { method: "POST" });
    expect(declined.headers.get("location")).toBe("/payment-canceled?reason=declined");
    const canceled = await buyer.call(`${checkout}/cancel`, { method: "POST" });
    expect(canceled.headers.get("location")).toBe("/payment-canceled");
    const { credits, payments } = await readBilling(server, buyer.id);
    expect(credits.paidCredits).toBe(0);
    expect(payments).toMatchObject([{ paymentStatus: "failed", creditsPurchased: 0 }]);
  });

  it("lets only the account that opened a checkout use it", async () => {
    const owner = await createBuyer(server);
    const other = await createBuyer(server);
    const checkout = await openCheckout(owner, { tierId: "oneoff", isSubscription: false });
    expect((await other.call(checkout)).status).toBe(404);
    expect((await other.call(`${checkout}/pay`, { method: "POST" })).status).toBe(404);
    const forged = `${checkout.slice(0, -3)}abc`;
    expect((await owner.call(`${forged}/pay`, { method: "POST" })).status).toBe(404);
    expect((await readBilling(server, owner.id)).payments).toHaveLength(0);
    expect((await readBilling(server, other.id)).payments).toHaveLength(0);
  });

  it("applies the same signed event once when delivered 100 times, 20 of them at once", async () => {
    const buyer = await createBuyer(server);
    const key = deriveLocalBillingKey(server.ctx.env.authSecret);
    const event = {
      id: `evt_repeat_${buyer.id}`,
      type: "payment.succeeded",
      payment: { ref: `pay_repeat_${buyer.id}`, userId: buyer.id, amountCents: 299, currency: "USD", tierId: "oneoff", credits: 1 },
    };
    const payload = JSON.stringify(event);
    const before = await countWebhookEvents(server, "local");
    const statuses = await deliverRepeatedly(() => postWebhook(server, "local", payload, { [LOCAL_SIGNATURE_HEADER]: signWebhook(key, payload) }), 100, 20);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const { credits, grants, payments } = await readBilling(server, buyer.id);
    expect(credits.paidCredits).toBe(1);
    expect(grants).toHaveLength(1);
    expect(payments).toHaveLength(1);
    expect(await countWebhookEvents(server, "local")).toBe(before + 1);
  });

  it("answers a forged or altered delivery with 400 and writes nothing", async () => {
    const buyer = await createBuyer(server);
    const event = {
      id: `evt_forged_${buyer.id}`,
      type: "payment.succeeded",
      payment: { ref: `pay_forged_${buyer.id}`, userId: buyer.id, amountCents: 299, currency: "USD", tierId: "oneoff", credits: 50 },
    };
    const payload = JSON.stringify(event);
    const wrongKey = deriveLocalBillingKey("not-the-server-secret-but-long-enough-anyway");
    const realKey = deriveLocalBillingKey(server.ctx.env.authSecret);
    const before = await countWebhookEvents(server, "local");
    expect((await postWebhook(server, "local", payload, { [LOCAL_SIGNATURE_HEADER]: signWebhook(wrongKey, payload) })).status).toBe(400);
    expect((await postWebhook(server, "local", payload.replace("50", "99"), { [LOCAL_SIGNATURE_HEADER]: signWebhook(realKey, payload) })).status).toBe(400);
    expect((await postWebhook(server, "local", payload, {})).status).toBe(400);
    const { credits, payments } = await readBilling(server, buyer.id);
    expect(credits.paidCredits).toBe(0);
    expect(payments).toHaveLength(0);
    expect(await countWebhookEvents(server, "local")).toBe(before);
  });

  it("subscribes, renews a period once, changes plan, and cancels at the period's end", async () => {
    const buyer = await createBuyer(server);
    const checkout = await openCheckout(buyer, { tierId: "essentials", isSubscription: true });
    await buyer.call(`${checkout}/pay`, { method: "POST" });
    let state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ paidCredits: 25, subscriptionStatus: "active", subscriptionTierId: "essentials" });
    const firstEnd = state.subscriptions[0].currentPeriodEnd as Date;
    expect(state.credits.subscriptionEndDate?.getTime()).toBe(firstEnd.getTime());

    const again = await buyer.call("/api/billing/checkout", { json: { tierId: "starter", isSubscription: true } });
    expect(again.status).toBe(409);

    expect((await buyer.call("/api/billing/subscription/advance-period", { method: "POST" })).status).toBe(200);
    state = await readBilling(server, buyer.id);
    expect(state.credits.paidCredits).toBe(50);
    expect(state.payments.filter((p) => p.paymentStatus === "completed")).toHaveLength(2);
    expect(state.subscriptions[0].currentPeriodStart?.getTime()).toBe(firstEnd.getTime());

    // An upgrade is paid (the prorated difference) before it applies; its credits come with the next renewal.
    const changed = await buyer.call("/api/billing/subscription/change", { json: { tierId: "creator" } });
    const { url } = (await changed.json()) as { url: string };
    expect((await readBilling(server, buyer.id)).credits).toMatchObject({ subscriptionTierId: "essentials", paidCredits: 50 });
    expect((await buyer.call(`${new URL(url).pathname}/pay`, { method: "POST" })).headers.get("location")).toBe("/account?plan=upgraded");
    expect((await readBilling(server, buyer.id)).credits).toMatchObject({ subscriptionTierId: "creator", paidCredits: 50 });

    const cancel = await buyer.call("/api/billing/subscription/cancel", { method: "POST" });
    expect(await cancel.json()).toMatchObject({ cancelAtPeriodEnd: true });
    state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ paidCredits: 50, subscriptionStatus: "active" });
    expect(state.credits.subscriptionEndDate?.getTime()).toBeGreaterThan(Date.now());

    await buyer.call("/api/billing/subscription/advance-period", { method: "POST" });
    state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ paidCredits: 50, subscriptionStatus: "canceled" });
    expect(state.subscriptions).toMatchObject([{ status: "canceled", cancelAtPeriodEnd: true }]);
    expect((await buyer.call("/api/billing/subscription/advance-period", { method: "POST" })).status).toBe(404);
  });

  it("renews only the account's own test subscription, and refuses without one", async () => {
    const buyer = await createBuyer(server);
    expect((await buyer.call("/api/billing/subscription/advance-period", { method: "POST" })).status).toBe(404);
    expect((await buyer.call("/api/billing/subscription/cancel", { method: "POST" })).status).toBe(404);
    const [row] = await server.ctx.database.db.select().from(tables.userCredits).where(eq(tables.userCredits.userId, buyer.id));
    expect(row.subscriptionStatus).toBeNull();
  });
});
