import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { tables } from "../../lib/db";
import { TERMS_REQUIRED_MESSAGE } from "./check-auth-request";
import { createBrowser } from "./test-support/browser";
import { readLatestLink, readMail } from "./test-support/outbox";

describe("email and password accounts", () => {
  let server: TestServer;
  let ipCounter = 0;
  // Each test is its own client address (believed because of TRUST_PROXY), so the per-IP limits
  // of one test do not spill into the next.
  const newBrowser = () => createBrowser(server.url, { ip: `198.51.100.${++ipCounter}` });
  const newEmail = () => `ada-${randomUUID().slice(0, 8)}@example.com`;
  const password = "correct horse battery";

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "true" });
  });
  afterAll(() => server?.close());

  async function signUpAndVerify(browser = newBrowser(), email = newEmail()) {
    expect((await browser.post("/api/auth/sign-up/email", { email, password, acceptTerms: true })).status).toBe(200);
    await browser.follow(await readLatestLink(server.ctx.database, email));
    return { browser, email };
  }

  it("refuses a sign-up without accepted terms and creates nobody", async () => {
    const email = newEmail();
    const response = await newBrowser().post("/api/auth/sign-up/email", { email, password });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: TERMS_REQUIRED_MESSAGE, message: TERMS_REQUIRED_MESSAGE, title: "Terms Required" });
    expect(await server.ctx.database.db.select().from(tables.user).where(eq(tables.user.email, email))).toHaveLength(0);
  });

  it("explains a password that is too short", async () => {
    const response = await newBrowser().post("/api/auth/sign-up/email", { email: newEmail(), password: "short", acceptTerms: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Password must be at least 8 characters", title: "Sign Up Failed" });
  });

  it("mails a verification link; following it verifies, signs in and lands on /roast with 1 free roast", async () => {
    const browser = newBrowser();
    const email = newEmail();
    const signUp = await browser.post("/api/auth/sign-up/email", { email, password, acceptTerms: true });
    expect(signUp.status).toBe(200);
    expect((await browser.request("/api/me")).status).toBe(401);

    const [mail] = await readMail(server.ctx.database, email);
    expect(mail.subject).toBe("Confirm your email for RoastReel");
    const link = await readLatestLink(server.ctx.database, email);
    expect(link.startsWith(`${server.ctx.env.publicUrl}/api/auth/verify-email?token=`)).toBe(true);
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/roast");

    const { visited } = await browser.follow(link);
    expect(new URL(visited.at(-1) ?? "").pathname).toBe("/roast");
    const me = await browser.request("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email, emailVerified: true },
      credits: { freeRoastsRemaining: 1, paidCredits: 0 },
    });
  });

  it("refuses sign-in before verification, saying so and sending a fresh link", async () => {
    const browser = newBrowser();
    const email = newEmail();
    await browser.post("/api/auth/sign-up/email", { email, password, acceptTerms: true });
    const response = await browser.post("/api/auth/sign-in/email", { email, password });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED", title: "Login Failed", error: expect.stringMatching(/verify your email/) });
    expect(await readMail(server.ctx.database, email)).toHaveLength(2);
    expect(browser.cookieNames()).not.toContain("better-auth.session_token");
  });

  it("answers a wrong password with 401 'Invalid email or password'", async () => {
    const { email } = await signUpAndVerify();
    const response = await newBrowser().post("/api/auth/sign-in/email", { email, password: "not the password" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "Invalid email or password", title: "Login Failed" });
  });

  it("signs in with the password once verified, and sign-out ends the session", async () => {
    const { email } = await signUpAndVerify();
    const browser = newBrowser();
    const signIn = await browser.post("/api/auth/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("clear-site-data")).toBeNull();
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await browser.request("/api/me")).status).toBe(200);

    const signOut = await browser.post("/api/auth/sign-out");
    expect(signOut.status).toBe(200);
    expect(signOut.headers.get("clear-site-data")).toBe('"cache"');
    expect(browser.cookieNames()).not.toContain("better-auth.session_token");
    const after = await browser.request("/api/me");
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: "Please sign in", code: "UNAUTHORIZED" });
  });

  it("answers a sign-up for a taken address like any other, and mails its owner a sign-in link", async () => {
    const { email } = await signUpAndVerify();
    const again = await newBrowser().post("/api/auth/sign-up/email", { email, password: "another password", acceptTerms: true });
    expect(again.status).toBe(200);
    expect(await server.ctx.database.db.select().from(tables.user).where(eq(tables.user.email, email))).toHaveLength(1);
    const [latest] = await readMail(server.ctx.database, email);
    expect(latest.subject).toBe("Your RoastReel sign-in link");
    const browser = newBrowser();
    await browser.follow(await readLatestLink(server.ctx.database, email));
    expect(await (await browser.request("/api/me")).json()).toMatchObject({ user: { email } });
  });

  it("answers a sign-up for a never-confirmed address with a sign-in link, not another confirmation", async () => {
    const email = newEmail();
    await newBrowser().post("/api/auth/sign-up/email", { email, password, acceptTerms: true });
    await newBrowser().post("/api/auth/sign-up/email", { email, password, acceptTerms: true });
    const mails = await readMail(server.ctx.database, email);
    expect(mails.map((m) => m.subject)).toEqual(["Your RoastReel sign-in link", "Confirm your email for RoastReel"]);
  });
});
