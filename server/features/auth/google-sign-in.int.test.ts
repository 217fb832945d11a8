import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { tables } from "../../lib/db";
import { createBrowser } from "./test-support/browser";
import { startLocalOidcProvider } from "./test-support/local-oidc-provider";

// The real code flow, through the same plugin and endpoints as Google, against a local provider.
describe("Continue with Google", () => {
  const account = { sub: "google-account-4711", email: "gia@example.com", name: "Gia Lopez" };
  const client = { clientId: "roastreel-test-client", clientSecret: "roastreel-test-client-secret-0123456789" };
  let oidc: Awaited<ReturnType<typeof startLocalOidcProvider>>;
  let server: TestServer;

  beforeAll(async () => {
    oidc = await startLocalOidcProvider(account);
    server = await startTestServer({
      GOOGLE_CLIENT_ID: client.clientId,
      GOOGLE_CLIENT_SECRET: client.clientSecret,
      GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    });
    oidc.registerClient({ ...client, redirectUri: `${server.ctx.env.publicUrl}/api/auth/callback/google` });
  });
  afterAll(async () => {
    await server?.close();
    await oidc?.close();
  });

  async function signInWithGoogle() {
    const browser = createBrowser(server.url);
    const start = await browser.post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/roast" });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const { visited } = await browser.follow(url);
    return { browser, authorizeUrl: new URL(url), landing: new URL(visited.at(-1) ?? "") };
  }

  it("follows the code flow with PKCE and lands on /roast signed in as a verified user", async () => {
    const { browser, authorizeUrl, landing } = await signInWithGoogle();
    expect(authorizeUrl.origin).toBe(new URL(oidc.discoveryUrl).origin);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(landing.toString()).toBe(`${server.ctx.env.publicUrl}/roast`);

    const me = await browser.request("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email: account.email, emailVerified: true, name: account.name },
      credits: { freeRoastsRemaining: 1, paidCredits: 0 },
    });
    const linked = await server.ctx.database.db
      .select()
      .from(tables.account)
      .where(and(eq(tables.account.providerId, "google"), eq(tables.account.accountId, account.sub)));
    expect(linked).toHaveLength(1);
  });

  it("signs the same person into the same account next time", async () => {
    await signInWithGoogle();
    const users = await server.ctx.database.db.select().from(tables.user).where(eq(tables.user.email, account.email));
    expect(users).toHaveLength(1);
    const ledger = await server.ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, users[0].id));
    expect(ledger).toHaveLength(1);
  });
});
