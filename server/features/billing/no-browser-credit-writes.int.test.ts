import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { createBuyer, readBilling, startTestServer, type TestBuyer, type TestServer } from "./test-support/billing-test-kit";

/** Every name a browser might try for credits or a subscription, in a body and a query string. */
function hostilePayload(userId: string) {
  const future = "2099-01-01T00:00:00.000Z";
  return {
    userId,
    user_id: userId,
    id: userId,
    paid_credits: 999,
    paidCredits: 999,
    free_roasts_remaining: 99,
    freeRoastsRemaining: 99,
    credits: 999,
    credits_purchased: 999,
    amount: 999,
    quantity: 100,
    subscription_status: "active",
    subscriptionStatus: "active",
    status: "ACTIVE",
    subscription_tier_id: "creator",
    subscriptionTierId: "creator",
    tierId: "creator",
    tier: "creator",
    isSubscription: true,
    subscription_start_date: future,
    subscription_end_date: future,
    subscriptionEndDate: future,
    event_type: "BILLING.SUBSCRIPTION.ACTIVATED",
    type: "payment.succeeded",
    resource: { id: "I-FORGED", custom_id: userId, plan_id: "P-CREATOR", status: "ACTIVE" },
    payment: { ref: "forged", userId, amountCents: 0, currency: "USD", tierId: "creator", credits: 999 },
    subscription: { ref: "forged", userId, tierId: "creator", status: "active", periodStart: future, periodEnd: future, cancelAtPeriodEnd: false },
    subscription_id: "I-FORGED",
    token: "FORGED",
    session_id: "cs_forged",
  };
}

/** Concrete URLs for a route pattern: each parameter gets a plausible value (each option of an enum). */
function expandPath(path: string): string[] {
  let paths = [path.replace(/\/\*$/, "/x")];
  for (const match of path.matchAll(/:(\w+)(\{([^}]*)\})?/g)) {
    const options = match[3]?.includes("|")
      ? match[3].split("|")
      : [match[1] === "id" ? randomUUID() : match[1] === "provider" ? "local|stripe|paypal" : "x"].flatMap((v) => v.split("|"));
    paths = paths.flatMap((p) => options.map((option) => p.replace(match[0], option)));
  }
  return paths;
}

describe("no endpoint lets a browser set credits or subscription status", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function expectUntouched(buyer: TestBuyer) {
    const { credits, grants, payments, subscriptions } = await readBilling(server, buyer.id);
    expect(credits).toMatchObject({ freeRoastsRemaining: 1, paidCredits: 0, subscriptionStatus: null, subscriptionTierId: null, subscriptionEndDate: null });
    expect(grants).toEqual([]);
    expect(payments).toEqual([]);
    expect(subscriptions).toEqual([]);
  }

  it("sends every route of the app, and every auth endpoint, a forged grant — and nothing changes", async () => {
    const app = createApp(server.ctx);
    const appRoutes = app.routes.map((r) => ({ method: r.method === "ALL" ? "POST" : r.method, path: r.path }));
    const authRoutes = Object.values(server.ctx.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
      .filter((endpoint) => endpoint.path)
      .flatMap((endpoint) => [endpoint.options?.method ?? "POST"].flat().map((method) => ({ method, path: `/api/auth${endpoint.path}` })));
    const targets = [...new Map([...appRoutes, ...authRoutes].map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(targets.length).toBeGreaterThan(60);
    expect(targets).toContainEqual({ method: "POST", path: "/api/billing/webhooks/:provider" });

    let buyer = await createBuyer(server);
    const tried: string[] = [];
    for (const { method, path } of targets) {
      for (const url of expandPath(path)) {
        const payload = hostilePayload(buyer.id);
        const query = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)]));
        const res = await buyer.call(`${url}?${query}`, method === "GET" ? {} : { method, json: payload });
        // An event stream (roast progress) never ends by itself: the status is all we need.
        if (res.headers.get("content-type")?.includes("text/event-stream")) await res.body?.cancel();
        else await res.arrayBuffer();
        tried.push(`${method} ${url} → ${res.status}`);
        await expectUntouched(buyer);
        // Routes such as sign-out end the session: carry on as a fresh user so later routes are still tried signed in.
        if ((await buyer.call("/api/me")).status !== 200) buyer = await createBuyer(server);
      }
    }
    expect(tried.filter((line) => line.startsWith("POST /api/billing/webhooks/"))).toEqual([
      "POST /api/billing/webhooks/local → 400",
      "POST /api/billing/webhooks/stripe → 404",
      "POST /api/billing/webhooks/paypal → 404",
    ]);
  });
});
