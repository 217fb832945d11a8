import { readFile } from "node:fs/promises";
import path from "node:path";
import { createEmailVerificationToken } from "better-auth/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, postWebhook, readBilling } from "../../server/features/billing/test-support/billing-test-kit";
import { LOCAL_SIGNATURE_HEADER, deriveLocalBillingKey, signWebhook } from "../../server/features/billing/providers/local/local-signing";
import { createBrowser } from "../../server/features/auth/test-support/browser";
import { AUTH_SECRET_FILE } from "../../server/lib/auth-secret";
import { type TestServer, startTestServer } from "../support/test-server";

// The constant every install used when AUTH_SECRET was unset: public, so anyone could sign with it.
const PUBLISHED_SECRET = "roastreel-dev-secret-change-me-in-production-0123456789";

describe("the signing secret without AUTH_SECRET", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("is generated at random and kept in DATA_DIR", async () => {
    const kept = (await readFile(path.join(server.dataDir, AUTH_SECRET_FILE), "utf8")).trim();
    expect(server.ctx.env.authSecret).toBe(kept);
    expect(kept.length).toBeGreaterThanOrEqual(32);
    expect(kept).not.toBe(PUBLISHED_SECRET);
  });

  it("refuses a test-checkout webhook forged with the once-published secret and grants nothing", async () => {
    const buyer = await createBuyer(server);
    const event = {
      id: `evt_forged_${buyer.id}`,
      type: "payment.succeeded",
      payment: { ref: `pay_forged_${buyer.id}`, userId: buyer.id, amountCents: 0, currency: "USD", tierId: "oneoff", credits: 1000 },
    };
    const payload = JSON.stringify(event);
    const forged = signWebhook(deriveLocalBillingKey(PUBLISHED_SECRET), payload);
    expect((await postWebhook(server, "local", payload, { [LOCAL_SIGNATURE_HEADER]: forged })).status).toBe(400);
    expect((await readBilling(server, buyer.id)).credits.paidCredits).toBe(0);
  });

  it("refuses a verification link forged with the once-published secret", async () => {
    const browser = createBrowser(server.url);
    const email = `forged-${Date.now()}@example.com`;
    await browser.post("/api/auth/sign-in/magic-link", { email });
    const token = await createEmailVerificationToken(PUBLISHED_SECRET, email);
    const { visited } = await browser.follow(`/api/auth/verify-email?token=${token}&callbackURL=/roast`);
    expect(new URL(visited.at(-1) ?? "").searchParams.get("error")).toBe("INVALID_TOKEN");
    expect((await browser.request("/api/me")).status).toBe(401);
  });
});
