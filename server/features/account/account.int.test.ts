import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSummary, PaymentView } from "../../../common/billing";
import { LOCAL_SIGNATURE_HEADER, deriveLocalBillingKey, signWebhook } from "../billing/providers/local/local-signing";
import { createBuyer, postWebhook, startTestServer, type TestBuyer, type TestServer } from "../billing/test-support/billing-test-kit";

describe("the account API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function pay(buyer: TestBuyer, tierId: string, isSubscription: boolean) {
    const { url } = (await (await buyer.call("/api/billing/checkout", { json: { tierId, isSubscription } })).json()) as { url: string };
    await buyer.call(`${new URL(url).pathname}/pay`, { method: "POST" });
  }

  it("shows the user's credits, subscription and payments", async () => {
    const buyer = await createBuyer(server);
    await pay(buyer, "essentials", true);
    await pay(buyer, "essentials", false);
    const res = await buyer.call("/api/account");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const account = (await res.json()) as AccountSummary;
    expect(account.user).toMatchObject({ id: buyer.id, email: buyer.email });
    expect(account.credits).toMatchObject({
      freeRoastsRemaining: 1,
      paidCredits: 26,
      total: 27,
      subscriptionStatus: "active",
      subscriptionTierId: "essentials",
    });
    expect(account.subscriptionTier).toEqual({ id: "essentials", name: "Essentials Pack", price: 19.99 });
    expect(account.subscription).toMatchObject({
      provider: "local",
      tierName: "Essentials Pack",
      price: 19.99,
      creditsIncluded: 25,
      status: "active",
      cancelAtPeriodEnd: false,
      hasPortal: false,
      canAdvancePeriod: true,
    });
    expect(account.payments.map((p) => [p.amount, p.creditsPurchased, p.tierApplied, p.paymentMethod, p.paymentStatus])).toEqual([
      [0.99, 1, "Essentials Pack", "Card (test)", "completed"],
      [19.99, 25, "Essentials Pack", "Card (test)", "completed"],
    ]);
  });

  it("lists the latest 10 payments, newest first", async () => {
    const buyer = await createBuyer(server);
    const key = deriveLocalBillingKey(server.ctx.env.authSecret);
    for (let i = 1; i <= 12; i++) {
      const payload = JSON.stringify({
        id: `evt_many_${buyer.id}_${i}`,
        type: "payment.succeeded",
        payment: { ref: `pay_many_${buyer.id}_${i}`, userId: buyer.id, amountCents: i * 100, currency: "USD", tierId: "oneoff", credits: 1 },
      });
      expect((await postWebhook(server, "local", payload, { [LOCAL_SIGNATURE_HEADER]: signWebhook(key, payload) })).status).toBe(200);
    }
    const { payments } = (await (await buyer.call("/api/billing/payments")).json()) as { payments: PaymentView[] };
    expect(payments).toHaveLength(10);
    expect(payments[0].amount).toBe(12);
    expect(payments.map((p) => p.createdAt)).toEqual([...payments.map((p) => p.createdAt)].sort().reverse());
  });

  it("never shows one user's payments to another", async () => {
    const owner = await createBuyer(server);
    const other = await createBuyer(server);
    await pay(owner, "oneoff", false);
    const { payments } = (await (await owner.call("/api/billing/payments")).json()) as { payments: PaymentView[] };
    const paymentId = payments[0].id;
    expect((await owner.call(`/api/billing/payments/${paymentId}`)).status).toBe(200);
    expect((await other.call(`/api/billing/payments/${paymentId}`)).status).toBe(404);
    expect(await (await other.call("/api/billing/payments")).json()).toEqual({ payments: [] });
    expect(((await (await other.call("/api/account")).json()) as AccountSummary).payments).toEqual([]);
    expect((await fetch(`${server.url}/api/billing/payments/${paymentId}`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/account`)).status).toBe(401);
  });
});
