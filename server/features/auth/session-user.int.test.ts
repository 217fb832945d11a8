import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { tables } from "../../lib/db";
import { grantCredits, spendCredit } from "../credits";
import { insertCompletedRoast } from "../roasts/test-support/fixtures";
import { createBrowser } from "./test-support/browser";
import { readLatestLink } from "./test-support/outbox";
import { signInTestUser } from "./test-support/sign-in-test-user";

const DAY_MS = 86_400_000;

/**
 * Sessions are resolved on every signed-in request without better-auth's endpoint (session-user.ts).
 * An old cookie, replayed as an attacker holding a copy would, must stop working the moment its
 * session ends, in the same process, with nothing remembered between requests. /api/me and the
 * roast list read the session with their own query (with the balance, with the list's
 * fingerprint), so each is attacked as well as the shared middleware (requireUser, behind /api/account).
 */
describe.each(["/api/me", "/api/roasts", "/api/account"])("session resolution on %s", (route) => {
  let server: TestServer;
  let ipCounter = 0;
  const newBrowser = () => createBrowser(server.url, { ip: `203.0.113.${++ipCounter}` });
  const me = (cookie: string) => fetch(`${server.url}${route}`, { headers: { cookie } });
  const sessionOf = async (userId: string) => (await server.ctx.database.db.select().from(tables.session).where(eq(tables.session.userId, userId)))[0];

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "true" });
  });
  afterAll(() => server?.close());

  it("refuses a replayed cookie right after sign-out", async () => {
    const user = await signInTestUser(server.ctx);
    expect((await me(user.cookie)).status).toBe(200);
    const signOut = await fetch(`${server.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie: user.cookie, origin: server.url, "content-type": "application/json" },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    const after = await me(user.cookie);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: "Please sign in", code: "UNAUTHORIZED" });
  });

  it("refuses every old cookie right after a password reset", async () => {
    const user = await signInTestUser(server.ctx);
    const second = await signInTestUser(server.ctx, { email: `other-${randomUUID()}@example.com` });
    expect((await me(user.cookie)).status).toBe(200);
    expect((await newBrowser().post("/api/auth/request-password-reset", { email: user.email })).status).toBe(200);
    const { visited } = await newBrowser().follow(await readLatestLink(server.ctx.database, user.email));
    const token = new URL(visited.at(-1) ?? "").searchParams.get("token");
    expect((await newBrowser().post("/api/auth/reset-password", { token, newPassword: "a fresh password of mine" })).status).toBe(200);
    expect((await me(user.cookie)).status).toBe(401);
    // Someone else's session is not touched.
    expect((await me(second.cookie)).status).toBe(200);
  });

  it("refuses a cookie whose signature or token was changed, also after the real one was accepted", async () => {
    const user = await signInTestUser(server.ctx);
    // Accepted first: a header whose signature checked out is remembered, and a forged one must
    // still be checked on its own.
    expect((await me(user.cookie)).status).toBe(200);
    const [name, value] = user.cookie.split("=");
    const [token, signature] = decodeURIComponent(value).split(".");
    const otherToken = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    for (const forged of [`${otherToken}.${signature}`, `${token}.${"A".repeat(43)}=`, token, `${token}.`]) {
      expect((await me(`${name}=${encodeURIComponent(forged)}`)).status).toBe(401);
    }
    expect((await me(`${name}=${value}`)).status).toBe(200);
  });

  it("refuses an expired session and removes it", async () => {
    const user = await signInTestUser(server.ctx);
    await server.ctx.database.db
      .update(tables.session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.session.userId, user.id));
    expect((await me(user.cookie)).status).toBe(401);
    expect(await sessionOf(user.id)).toBeUndefined();
  });

  it("renews a session due for it as better-auth does, and it keeps working", async () => {
    const user = await signInTestUser(server.ctx);
    // Signed in six days ago: past better-auth's one-day update age, a day left of seven.
    const dueAt = new Date(Date.now() + DAY_MS);
    await server.ctx.database.db.update(tables.session).set({ expiresAt: dueAt }).where(eq(tables.session.userId, user.id));
    expect((await me(user.cookie)).status).toBe(200);
    const renewed = await sessionOf(user.id);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect((await me(user.cookie)).status).toBe(200);
  });

  it("refuses the session of a deleted user", async () => {
    const user = await signInTestUser(server.ctx);
    await server.ctx.database.db.delete(tables.user).where(eq(tables.user.id, user.id));
    expect((await me(user.cookie)).status).toBe(401);
  });

  // Each route's own read, on its own route only.
  if (route === "/api/roasts")
    it("answers the same list on the renewal path as on the fast one", async () => {
      const user = await signInTestUser(server.ctx);
      const roast = await insertCompletedRoast(server.ctx, user.id, {});
      const list = async () => (await (await me(user.cookie)).json()) as { roasts: { id: string }[] };
      const fast = await list();
      expect(fast.roasts.map((r) => r.id)).toEqual([roast.id]);
      await server.ctx.database.db
        .update(tables.session)
        .set({ expiresAt: new Date(Date.now() + DAY_MS) })
        .where(eq(tables.session.userId, user.id));
      expect(await list()).toEqual(fast);
      expect((await sessionOf(user.id)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    });

  if (route === "/api/me")
    it("answers /api/me with the balance as it is now, read with the session, on the renewal path too", async () => {
      const user = await signInTestUser(server.ctx);
      const { db } = server.ctx.database;
      const creditsOf = async () => ((await (await me(user.cookie)).json()) as { credits: unknown }).credits;
      expect(await creditsOf()).toEqual({ freeRoastsRemaining: 1, paidCredits: 0 });
      await grantCredits(db, { userId: user.id, kind: "paid", amount: 3, reason: "purchase", dedupeKey: `test:${user.id}` });
      expect(await creditsOf()).toEqual({ freeRoastsRemaining: 1, paidCredits: 3 });
      await spendCredit(db, { userId: user.id, roastId: randomUUID() });
      expect(await creditsOf()).toEqual({ freeRoastsRemaining: 0, paidCredits: 3 });
      // Due for renewal: better-auth resolves the session, the balance is read on its own and agrees.
      await db
        .update(tables.session)
        .set({ expiresAt: new Date(Date.now() + DAY_MS) })
        .where(eq(tables.session.userId, user.id));
      expect(await creditsOf()).toEqual({ freeRoastsRemaining: 0, paidCredits: 3 });
      // No credits row at all: the spec's default balance, as before.
      await db.delete(tables.userCredits).where(eq(tables.userCredits.userId, user.id));
      expect(await creditsOf()).toEqual({ freeRoastsRemaining: 1, paidCredits: 0 });
    });
});
