import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { tables } from "../../lib/db";
import { createBrowser } from "./test-support/browser";
import { readLatestLink } from "./test-support/outbox";

/**
 * The free roast farmed with plus-addresses and Gmail's dots: every account is made and confirmed
 * through HTTP as a person would, each from its own address (TRUST_PROXY), and the account page
 * says what it got.
 */
describe("one welcome roast per mailbox", () => {
  let server: TestServer;
  let ipCounter = 0;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "true" });
  });
  afterAll(() => server?.close());

  /** Signs up, opens the confirmation link (which signs in) and reads the account's credits. */
  async function signUpAndConfirm(email: string) {
    const browser = createBrowser(server.url, { ip: `198.51.100.${++ipCounter}` });
    expect((await browser.post("/api/auth/sign-up/email", { email, password: "long enough password", acceptTerms: true })).status).toBe(200);
    await browser.follow(await readLatestLink(server.ctx.database, email.toLowerCase()));
    const account = await browser.request("/api/account");
    expect(account.status).toBe(200);
    const { credits } = (await account.json()) as { credits: { freeRoastsRemaining: number; paidCredits: number } };
    return credits;
  }

  it("gives the free roast to name@x and none to name+1@x or NAME+2@x", async () => {
    expect(await signUpAndConfirm("farmer@x.example")).toMatchObject({ freeRoastsRemaining: 1, paidCredits: 0 });
    expect(await signUpAndConfirm("farmer+1@x.example")).toMatchObject({ freeRoastsRemaining: 0, paidCredits: 0 });
    expect(await signUpAndConfirm("Farmer+2@X.example")).toMatchObject({ freeRoastsRemaining: 0, paidCredits: 0 });
  });

  it("treats Gmail's dots and googlemail.com as the same mailbox, and other domains as others", async () => {
    expect(await signUpAndConfirm("n.a.m.e@gmail.com")).toMatchObject({ freeRoastsRemaining: 1 });
    expect(await signUpAndConfirm("name@gmail.com")).toMatchObject({ freeRoastsRemaining: 0 });
    expect(await signUpAndConfirm("na.me+roast@googlemail.com")).toMatchObject({ freeRoastsRemaining: 0 });
    expect(await signUpAndConfirm("n.a.m.e@x.example")).toMatchObject({ freeRoastsRemaining: 1 });
  });

  it("gives no second free roast to a new account after the first was deleted", async () => {
    expect(await signUpAndConfirm("leaver@x.example")).toMatchObject({ freeRoastsRemaining: 1 });
    await server.ctx.database.db.delete(tables.user).where(eq(tables.user.email, "leaver@x.example"));
    expect(await signUpAndConfirm("leaver@x.example")).toMatchObject({ freeRoastsRemaining: 0, paidCredits: 0 });
  });

  it("does not let an unconfirmed sign-up on your inbox take your free roast", async () => {
    const squatter = createBrowser(server.url, { ip: `198.51.100.${++ipCounter}` });
    expect((await squatter.post("/api/auth/sign-up/email", { email: "target+x@gmail.com", password: "long enough password", acceptTerms: true })).status).toBe(
      200,
    );
    expect(await signUpAndConfirm("ta.rget@gmail.com")).toMatchObject({ freeRoastsRemaining: 1, paidCredits: 0 });
  });

  it("keeps no address in the record of taken mailboxes", async () => {
    const rows = await server.ctx.database.db.select().from(tables.welcomeRoastMailboxes);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.mailboxSha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
