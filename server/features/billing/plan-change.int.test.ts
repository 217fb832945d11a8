import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSummary } from "../../../common/billing";
import { LOCAL_SIGNATURE_HEADER, deriveLocalBillingKey, signWebhook } from "./providers/local/local-signing";
import { createBuyer, postWebhook, readBilling, startTestServer, type TestBuyer, type TestServer } from "./test-support/billing-test-kit";

describe("plan changes with the test checkout", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function subscribe(buyer: TestBuyer, tierId: string) {
    const res = await buyer.call("/api/billing/checkout", { json: { tierId, isSubscription: true } });
    const { url } = (await res.json()) as { url: string };
    await buyer.call(`${new URL(url).pathname}/pay`, { method: "POST" });
  }
  const change = async (buyer: TestBuyer, tierId: string) => {
    const res = await buyer.call("/api/billing/subscription/change", { json: { tierId } });
    return {
      status: res.status,
      body: (await res.json()) as { changed: boolean; url: string | null; timing: string; tierId: string; pendingTierId: string | null },
    };
  };
  const account = async (buyer: TestBuyer) => (await (await buyer.call("/api/account")).json()) as AccountSummary;
  const checkoutPath = (url: string | null) => new URL(url as string).pathname;

  it("does not give an upgrade's plan before it is paid: asking, cancelling or a declined card change nothing", async () => {
    const buyer = await createBuyer(server);
    await subscribe(buyer, "starter");
    const { status, body } = await change(buyer, "creator");
    expect(status).toBe(200);
    expect(body).toMatchObject({ changed: false, timing: "after_payment", tierId: "starter", pendingTierId: null });
    const page = await (await buyer.call(checkoutPath(body.url))).text();
    expect(page).toMatch(/Pay \$(29\.99|30\.00)/);
    expect((await account(buyer)).subscription).toMatchObject({ tierId: "starter", pendingTierId: null });
    await buyer.call(`${checkoutPath(body.url)}/cancel`, { method: "POST" });
    await buyer.call(`${checkoutPath(body.url)}/decline`, { method: "POST" });
    const state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ subscriptionTierId: "starter", paidCredits: 10 });
    expect(state.payments.filter((p) => p.paymentStatus === "failed")).toHaveLength(1);
    const stranger = await createBuyer(server);
    expect((await stranger.call(`${checkoutPath(body.url)}/pay`, { method: "POST" })).status).toBe(404);
    expect((await readBilling(server, buyer.id)).credits.subscriptionTierId).toBe("starter");
  });

  it("applies a paid upgrade at once without credits, then renews with the new plan's price and credits", async () => {
    const buyer = await createBuyer(server);
    await subscribe(buyer, "starter");
    const { body } = await change(buyer, "creator");
    await buyer.call(`${checkoutPath(body.url)}/pay`, { method: "POST" });
    await buyer.call(`${checkoutPath(body.url)}/pay`, { method: "POST" });
    let state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ subscriptionTierId: "creator", paidCredits: 10 });
    const upgrade = state.payments.filter((p) => p.tierApplied === "creator");
    expect(upgrade).toHaveLength(1);
    expect(upgrade[0]).toMatchObject({ creditsPurchased: 0, paymentStatus: "completed" });
    expect(Number(upgrade[0].amount)).toBeGreaterThan(29.9);

    await buyer.call("/api/billing/subscription/advance-period", { method: "POST" });
    state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ subscriptionTierId: "creator", paidCredits: 70 });
    expect(state.payments.filter((p) => p.amount === "39.99")).toHaveLength(1);
  });

  it("moves a downgrade to the end of the period, and a replayed upgrade cannot bring the old plan back", async () => {
    const buyer = await createBuyer(server);
    await subscribe(buyer, "essentials");
    const { body: up } = await change(buyer, "creator");
    await buyer.call(`${checkoutPath(up.url)}/pay`, { method: "POST" });
    const upgradeEvent = (await readBilling(server, buyer.id)).payments.find((p) => p.tierApplied === "creator");

    const { body } = await change(buyer, "starter");
    expect(body).toMatchObject({ changed: true, timing: "next_period", tierId: "creator", pendingTierId: "starter" });
    expect((await account(buyer)).subscription).toMatchObject({ tierName: "Content Creator", pendingTierName: "Starter Pack" });
    expect((await readBilling(server, buyer.id)).credits.subscriptionTierId).toBe("creator");

    await buyer.call("/api/billing/subscription/advance-period", { method: "POST" });
    let state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ subscriptionTierId: "starter", paidCredits: 35 });
    expect(state.subscriptions[0]).toMatchObject({ tierId: "starter", pendingTierId: null });

    // The upgrade's payment delivered again, as a new event: already paid, so it applies nothing.
    const key = deriveLocalBillingKey(server.ctx.env.authSecret);
    const sub = state.subscriptions[0];
    const replay = JSON.stringify({
      id: `evt_replay_${buyer.id}`,
      type: "subscription.renewed",
      subscription: {
        ref: sub.providerSubscriptionId,
        userId: buyer.id,
        tierId: "creator",
        status: "active",
        periodStart: sub.currentPeriodStart,
        periodEnd: sub.currentPeriodEnd,
        cancelAtPeriodEnd: false,
      },
      payment: { ref: upgradeEvent?.providerRef, userId: buyer.id, amountCents: 2000, currency: "USD", tierId: "creator", credits: 0 },
    });
    expect((await postWebhook(server, "local", replay, { [LOCAL_SIGNATURE_HEADER]: signWebhook(key, replay) })).status).toBe(200);
    state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ subscriptionTierId: "starter", paidCredits: 35 });
  });

  it("undoes a scheduled downgrade for free, and voids an upgrade checkout once the period renewed", async () => {
    const buyer = await createBuyer(server);
    await subscribe(buyer, "essentials");
    expect((await change(buyer, "starter")).body).toMatchObject({ pendingTierId: "starter" });
    expect((await change(buyer, "starter")).status).toBe(409);
    expect((await change(buyer, "essentials")).body).toMatchObject({ changed: true, tierId: "essentials", pendingTierId: null });

    const { body: up } = await change(buyer, "creator");
    await buyer.call("/api/billing/subscription/advance-period", { method: "POST" });
    expect((await buyer.call(`${checkoutPath(up.url)}/pay`, { method: "POST" })).status).toBe(404);
    const state = await readBilling(server, buyer.id);
    expect(state.credits).toMatchObject({ subscriptionTierId: "essentials", paidCredits: 50 });
    expect(state.payments.filter((p) => p.tierApplied === "creator")).toEqual([]);
  });
});
