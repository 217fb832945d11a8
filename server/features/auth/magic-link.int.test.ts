import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { tables } from "../../lib/db";
import { dedupeKeys, getCredits } from "../credits";
import { createBrowser } from "./test-support/browser";
import { readLatestLink, readMail } from "./test-support/outbox";
import { grantWelcomeCredit } from "./welcome-credit";

describe("magic links and the welcome credit", () => {
  let server: TestServer;
  let ipCounter = 0;
  const newBrowser = () => createBrowser(server.url, { ip: `203.0.113.${++ipCounter}` });
  const newEmail = () => `bo-${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "true" });
  });
  afterAll(() => server?.close());

  const usersWith = (email: string) => server.ctx.database.db.select().from(tables.user).where(eq(tables.user.email, email));
  const welcomeRows = (userId: string) =>
    server.ctx.database.db
      .select()
      .from(tables.creditLedger)
      .where(eq(tables.creditLedger.dedupeKey, dedupeKeys.welcome(userId)));

  async function signInByLink(browser: ReturnType<typeof newBrowser>, email: string) {
    const response = await browser.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/roast" });
    expect(response.status).toBe(200);
    const link = await readLatestLink(server.ctx.database, email);
    expect(link.startsWith(`${server.ctx.env.publicUrl}/api/auth/magic-link/verify?token=`)).toBe(true);
    return browser.follow(link);
  }

  it("creates a verified account with the welcome credit on first use of the link", async () => {
    const browser = newBrowser();
    const email = newEmail();
    const { visited } = await signInByLink(browser, email);
    expect(new URL(visited.at(-1) ?? "").pathname).toBe("/roast");
    expect((await readMail(server.ctx.database, email))[0].subject).toBe("Your RoastReel sign-in link");

    const me = await browser.request("/api/me");
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body).toMatchObject({ user: { email, emailVerified: true }, credits: { freeRoastsRemaining: 1, paidCredits: 0 } });
    expect(await welcomeRows(body.user.id)).toHaveLength(1);
  });

  it("signs an existing account in instead of failing, without a second user or grant", async () => {
    const email = newEmail();
    const owner = newBrowser();
    await owner.post("/api/auth/sign-up/email", { email, password: "a fine password", acceptTerms: true });
    await owner.follow(await readLatestLink(server.ctx.database, email));
    const ownerId = (await (await owner.request("/api/me")).json()).user.id;

    const browser = newBrowser();
    await signInByLink(browser, email);
    const me = await (await browser.request("/api/me")).json();
    expect(me.user.id).toBe(ownerId);
    expect(await usersWith(email)).toHaveLength(1);
    expect(await welcomeRows(ownerId)).toHaveLength(1);
    // The password still works: a link proves the mailbox, it does not replace the account.
    expect((await newBrowser().post("/api/auth/sign-in/email", { email, password: "a fine password" })).status).toBe(200);
  });

  it("accepts the address in any capitals as the same account", async () => {
    const email = newEmail();
    await signInByLink(newBrowser(), email);
    const response = await newBrowser().post("/api/auth/sign-in/magic-link", { email: email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await readMail(server.ctx.database, email)).toHaveLength(2);
    expect(await usersWith(email.toUpperCase())).toHaveLength(0);
  });

  it("grants the welcome credit once even when the grant runs twice", async () => {
    const email = newEmail();
    const browser = newBrowser();
    await signInByLink(browser, email);
    const [user] = await usersWith(email);
    expect(await grantWelcomeCredit(server.ctx.database.db, user.id)).toEqual({ granted: false });
    expect(await welcomeRows(user.id)).toHaveLength(1);
    expect(await getCredits(server.ctx.database.db, user.id)).toMatchObject({ freeRoastsRemaining: 1, paidCredits: 0 });
  });

  it("refuses an address that is not one", async () => {
    const response = await newBrowser().post("/api/auth/sign-in/magic-link", { email: "not-an-email" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Please enter a valid email address", code: "INVALID_EMAIL" });
  });
});
