import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { tables } from "../../lib/db";
import { MAX_ATTEMPTS_PER_EMAIL, MAX_ATTEMPTS_PER_IP } from "./auth-limits";
import { createBrowser } from "./test-support/browser";

const newEmail = () => `cy-${randomUUID().slice(0, 8)}@example.com`;
const wrongSignIn = (email = newEmail()) => ({ email, password: "wrong password" });

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  expect(await response.json()).toMatchObject({
    code: "RATE_LIMITED",
    title: "Too many attempts",
    error: expect.stringMatching(/^Too many attempts\. Please try again in 1[45] minutes\.$/),
  });
}

describe("auth rate limits behind a trusted proxy", () => {
  let server: TestServer;
  let ipCounter = 0;
  const newIp = () => `192.0.2.${++ipCounter}`;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "true" });
  });
  afterAll(() => server?.close());

  it("refuses the 11th sign-in from one address within 15 minutes, not other addresses", async () => {
    const browser = createBrowser(server.url, { ip: newIp() });
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP; i++) expect((await browser.post("/api/auth/sign-in/email", wrongSignIn())).status).toBe(401);
    await expectTooMany(await browser.post("/api/auth/sign-in/email", wrongSignIn()));
    const other = createBrowser(server.url, { ip: newIp() });
    expect((await other.post("/api/auth/sign-in/email", wrongSignIn())).status).toBe(401);
  });

  it("refuses the 6th sign-in for one email, whatever address it comes from", async () => {
    const email = newEmail();
    for (let i = 0; i < MAX_ATTEMPTS_PER_EMAIL; i++) {
      expect((await createBrowser(server.url, { ip: newIp() }).post("/api/auth/sign-in/email", wrongSignIn(email))).status).toBe(401);
    }
    const browser = createBrowser(server.url, { ip: newIp() });
    await expectTooMany(await browser.post("/api/auth/sign-in/email", wrongSignIn(email)));
    await expectTooMany(await browser.post("/api/auth/sign-in/email", wrongSignIn(email.toUpperCase())));
    expect((await browser.post("/api/auth/sign-in/email", wrongSignIn())).status).toBe(401);
  });

  it("limits sign-up per address and magic links per email", async () => {
    const browser = createBrowser(server.url, { ip: newIp() });
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP; i++) {
      const response = await browser.post("/api/auth/sign-up/email", { email: newEmail(), password: "long enough", acceptTerms: true });
      expect(response.status).toBe(200);
    }
    await expectTooMany(await browser.post("/api/auth/sign-up/email", { email: newEmail(), password: "long enough", acceptTerms: true }));

    const email = newEmail();
    for (let i = 0; i < MAX_ATTEMPTS_PER_EMAIL; i++) {
      expect((await createBrowser(server.url, { ip: newIp() }).post("/api/auth/sign-in/magic-link", { email })).status).toBe(200);
    }
    await expectTooMany(await createBrowser(server.url, { ip: newIp() }).post("/api/auth/sign-in/magic-link", { email }));
  });

  it("keeps the counters in the database, shared by every API process", async () => {
    const { rateLimit } = tables;
    const perIp = await server.ctx.database.db.select().from(rateLimit).where(like(rateLimit.key, "%|/sign-in/email"));
    const perEmail = await server.ctx.database.db.select().from(rateLimit).where(like(rateLimit.key, "email:/sign-in/email:%"));
    expect(perIp.length).toBeGreaterThan(0);
    expect(perEmail.length).toBeGreaterThan(0);
  });
});

describe("auth rate limits without a proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("does not let a forged X-Forwarded-For buy fresh attempts", async () => {
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP; i++) {
      const forged = createBrowser(server.url, { ip: `198.18.0.${i + 1}` });
      expect((await forged.post("/api/auth/sign-in/email", wrongSignIn())).status).toBe(401);
    }
    await expectTooMany(await createBrowser(server.url, { ip: "198.18.1.1" }).post("/api/auth/sign-in/email", wrongSignIn()));
  });
});
