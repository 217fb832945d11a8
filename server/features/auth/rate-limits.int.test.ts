import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { tables } from "../../lib/db";
import { MAX_ATTEMPTS_PER_EMAIL, MAX_ATTEMPTS_PER_IP } from "./auth-limits";
import { createBrowser } from "./test-support/browser";
import { readLatestLink, readMail } from "./test-support/outbox";
import { signInTestUser } from "./test-support/sign-in-test-user";

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

  it("after 5 failed sign-ins for one email from anywhere, refuses further tries and mails its owner a sign-in link once", async () => {
    const email = newEmail();
    for (let i = 0; i < MAX_ATTEMPTS_PER_EMAIL; i++) {
      expect((await createBrowser(server.url, { ip: newIp() }).post("/api/auth/sign-in/email", wrongSignIn(email))).status).toBe(401);
    }
    const browser = createBrowser(server.url, { ip: newIp() });
    for (const attempt of [wrongSignIn(email), wrongSignIn(email.toUpperCase())]) {
      const response = await browser.post("/api/auth/sign-in/email", attempt);
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({
        code: "SIGN_IN_LOCKED",
        title: "Too many attempts",
        error: expect.stringMatching(/^Too many failed sign-ins for this email\. We've emailed you a sign-in link, or try again in 1[45] minutes\.$/),
      });
    }
    expect((await readMail(server.ctx.database, email)).map((m) => m.subject)).toEqual(["Your RoastReel sign-in link"]);
    expect((await browser.post("/api/auth/sign-in/email", wrongSignIn())).status).toBe(401);
  });

  it("cannot lock the owner out: after a stranger's 5 wrong passwords the mailed link signs the owner in", async () => {
    const owner = await signInTestUser(server.ctx);
    for (let i = 0; i < MAX_ATTEMPTS_PER_EMAIL; i++) {
      await createBrowser(server.url, { ip: newIp() }).post("/api/auth/sign-in/email", wrongSignIn(owner.email));
    }
    const browser = createBrowser(server.url, { ip: newIp() });
    expect((await browser.post("/api/auth/sign-in/email", wrongSignIn(owner.email))).status).toBe(429);
    await browser.follow(await readLatestLink(server.ctx.database, owner.email));
    expect(await (await browser.request("/api/me")).json()).toMatchObject({ user: { id: owner.id } });
  });

  it("counts only failures: the right password signs in again and again, and wipes nothing it should not", async () => {
    const email = newEmail();
    const password = "the right password";
    await server.ctx.auth.api.signUpEmail({ body: { name: "", email, password, acceptTerms: true } as { name: string; email: string; password: string } });
    await server.ctx.database.db.update(tables.user).set({ emailVerified: true }).where(eq(tables.user.email, email));
    const browser = createBrowser(server.url, { ip: newIp() });
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP + 2; i++) expect((await browser.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    for (let i = 0; i < MAX_ATTEMPTS_PER_EMAIL - 1; i++) expect((await browser.post("/api/auth/sign-in/email", wrongSignIn(email))).status).toBe(401);
    expect((await browser.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });

  it("limits sign-up per address and magic links per email", async () => {
    const browser = createBrowser(server.url, { ip: newIp() });
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP; i++) {
      const response = await browser.post("/api/auth/sign-up/email", { email: newEmail(), password: "long enough", acceptTerms: true });
      expect(response.status).toBe(200);
    }
    await expectTooMany(await browser.post("/api/auth/sign-up/email", { email: newEmail(), password: "long enough", acceptTerms: true }));

    // Past 5 links per address the answer stays the same but nothing more is sent: the links
    // already in the inbox still work, so a stranger can neither flood it nor lock its owner out.
    const email = newEmail();
    for (let i = 0; i < MAX_ATTEMPTS_PER_EMAIL + 2; i++) {
      expect((await createBrowser(server.url, { ip: newIp() }).post("/api/auth/sign-in/magic-link", { email })).status).toBe(200);
    }
    expect(await readMail(server.ctx.database, email)).toHaveLength(MAX_ATTEMPTS_PER_EMAIL);
    const owner = createBrowser(server.url, { ip: newIp() });
    await owner.follow(await readLatestLink(server.ctx.database, email));
    expect((await owner.request("/api/me")).status).toBe(200);
  });

  it("keeps the counters in the database, shared by every API process", async () => {
    const { rateLimit } = tables;
    const perIp = await server.ctx.database.db.select().from(rateLimit).where(like(rateLimit.key, "fail:ip:%"));
    const perEmail = await server.ctx.database.db.select().from(rateLimit).where(like(rateLimit.key, "fail:email:%"));
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
