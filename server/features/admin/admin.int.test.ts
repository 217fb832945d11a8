import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../lib/db";
import { signInTestUser } from "../auth/test-support/sign-in-test-user";
import { call, createUser, startTestServer, type TestServer, type TestUser } from "../roasts/test-support/roast-test-kit";
import { adminGrantKey } from "./grant-admin-credits";

const ADMIN_EMAIL = `ops-${randomUUID()}@example.com`;
const UNVERIFIED_EMAIL = `unverified-${randomUUID()}@example.com`;

/** Every admin route, as [method, path, body]. */
const ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/failed-roasts"],
  ["POST", `/api/admin/roasts/${randomUUID()}/retry`, {}],
  ["GET", "/api/admin/users?email=someone@example.com"],
  ["POST", "/api/admin/users/x/credits", { amount: 1, reason: "goodwill", grantId: randomUUID() }],
  ["GET", "/api/admin/migration"],
  ["POST", "/api/admin/migration", {}],
];

describe("admin API", () => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAILS: `${UNVERIFIED_EMAIL}, ${ADMIN_EMAIL.toUpperCase()}` });
    admin = await signInTestUser(server.ctx, { email: ADMIN_EMAIL });
    member = await createUser(server);
  });
  afterAll(() => server.close());

  it.each(ROUTES)("%s %s answers 401 signed out and 403 to a signed-in non-admin", async (method, path, json) => {
    expect((await call(server, null, path, { method, json })).status).toBe(401);
    const forbidden = await call(server, member, path, { method, json });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuses a listed email whose account is not verified", async () => {
    const unverified = await signInTestUser(server.ctx, { email: UNVERIFIED_EMAIL, verified: false });
    expect((await call(server, unverified, "/api/admin/stats")).status).toBe(403);
    expect(await (await call(server, unverified, "/api/me")).json()).toMatchObject({ isAdmin: false });
  });

  it("tells /api/me who is an admin", async () => {
    expect(await (await call(server, admin, "/api/me")).json()).toMatchObject({ isAdmin: true });
    expect(await (await call(server, member, "/api/me")).json()).toMatchObject({ isAdmin: false });
  });

  it("shows the figures, including a failed roast's stage and stage timings", async () => {
    const { db } = server.ctx.database;
    await db.insert(tables.userRoasts).values([
      { userId: member.id, seed: "a", status: "failed", errorStage: "creating_video", errorMessage: "We couldn't finish this roast." },
      { userId: member.id, seed: "b", status: "completed", completedAt: new Date(), stageTimings: { analyzing: 1000, creating_video: 3000 } },
    ]);
    const response = await call(server, admin, "/api/admin/stats");
    expect(response.status).toBe(200);
    const { stats } = await response.json();
    expect(stats.roastsToday).toBeGreaterThanOrEqual(2);
    expect(stats.failureRate).toBeGreaterThan(0);
    expect(stats.failingStages).toContainEqual({ stage: "creating_video", count: 1 });
    expect(stats.stageTimings).toContainEqual({ stage: "creating_video", p50Ms: 3000, p90Ms: 3000, count: 1 });
    expect(stats.credits.granted).toBeGreaterThanOrEqual(2);
    expect(typeof stats.queueDepth).toBe("number");
  });

  it("lists failed roasts and retries one whose upload is still stored, on the house", async () => {
    const { db } = server.ctx.database;
    const [failed] = await db
      .insert(tables.userRoasts)
      .values({ userId: member.id, seed: "c", status: "failed", errorStage: "analyzing", creditKind: "free", attempts: 3 })
      .returning();
    const list = await (await call(server, admin, "/api/admin/failed-roasts")).json();
    expect(list.roasts.map((r: { id: string }) => r.id)).toContain(failed.id);

    // Without its upload a roast cannot be rendered again.
    expect((await call(server, admin, `/api/admin/roasts/${failed.id}/retry`, { method: "POST", json: {} })).status).toBe(409);
    const sourceKey = `roasts/${failed.id}/source.jpg`;
    await server.ctx.storage.put(sourceKey, Buffer.from("jpeg"), "image/jpeg");
    await db.update(tables.userRoasts).set({ sourceKey }).where(eq(tables.userRoasts.id, failed.id));
    const retried = await call(server, admin, `/api/admin/roasts/${failed.id}/retry`, { method: "POST", json: {} });
    expect(retried.status).toBe(200);
    const [row] = await db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, failed.id));
    expect(row.creditKind).toBe("none");
    // A new round whose claims count from here, above the failed run's.
    expect(row).toMatchObject({ retries: 1, claimsBeforeRetry: 3 });
    expect(row.attempts).toBeGreaterThanOrEqual(3);
    expect(row.errorStage).toBeNull();
    expect(["pending", "processing", "completed", "failed"]).toContain(row.status);
    expect((await call(server, admin, `/api/admin/roasts/${randomUUID()}/retry`, { method: "POST", json: {} })).status).toBe(404);
  });

  it("looks a user up by email and grants credits once per grant, with the reason and the admin on the ledger", async () => {
    const found = await call(server, admin, `/api/admin/users?email=${encodeURIComponent(member.email.toUpperCase())}`);
    expect(found.status).toBe(200);
    const overview = await found.json();
    expect(overview.user.id).toBe(member.id);
    expect(overview.ledger.some((row: { reason: string }) => row.reason === "welcome")).toBe(true);
    expect(Array.isArray(overview.payments) && Array.isArray(overview.roasts)).toBe(true);
    expect((await call(server, admin, "/api/admin/users?email=nobody-here@example.com")).status).toBe(404);
    expect((await call(server, admin, "/api/admin/users?email=not-an-email")).status).toBe(400);

    const before = overview.credits.paidCredits;
    const grantId = randomUUID();
    const grant = () => call(server, admin, `/api/admin/users/${member.id}/credits`, { method: "POST", json: { amount: 3, reason: "render outage", grantId } });
    expect(await (await grant()).json()).toMatchObject({ granted: true, credits: { paidCredits: before + 3 } });
    expect(await (await grant()).json()).toMatchObject({ granted: false, credits: { paidCredits: before + 3 } });
    const [entry] = await server.ctx.database.db
      .select()
      .from(tables.creditLedger)
      .where(eq(tables.creditLedger.dedupeKey, adminGrantKey(admin.id, grantId)));
    expect(entry).toMatchObject({ userId: member.id, delta: 3, kind: "paid", reason: "admin grant: render outage" });

    const noReason = await call(server, admin, `/api/admin/users/${member.id}/credits`, {
      method: "POST",
      json: { amount: 1, reason: "", grantId: randomUUID() },
    });
    expect(noReason.status).toBe(400);
    const nobody = await call(server, admin, "/api/admin/users/no-such-user/credits", {
      method: "POST",
      json: { amount: 1, reason: "goodwill", grantId: randomUUID() },
    });
    expect(nobody.status).toBe(404);
  });

  it("grants once when the same grant comes back with its id in another letter case", async () => {
    const path = `/api/admin/users/${member.id}/credits`;
    const before = (await (await call(server, admin, `/api/admin/users?email=${encodeURIComponent(member.email)}`)).json()).credits.paidCredits;
    const grantId = randomUUID();
    const send = (id: string) => call(server, admin, path, { method: "POST", json: { amount: 5, reason: "retry after a timeout", grantId: id } });
    expect(await (await send(grantId.toUpperCase())).json()).toMatchObject({ granted: true, credits: { paidCredits: before + 5 } });
    expect(await (await send(grantId)).json()).toMatchObject({ granted: false, credits: { paidCredits: before + 5 } });
    const after = await (await call(server, admin, `/api/admin/users?email=${encodeURIComponent(member.email)}`)).json();
    expect(after.credits.paidCredits).toBe(before + 5);
    const rows = await server.ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, member.id));
    const grants = rows.filter((row) => row.reason === "admin grant: retry after a timeout");
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ delta: 5, dedupeKey: `admin:${admin.id}:${grantId}` });
  });

  it("says there is nothing to migrate when no old storage is configured", async () => {
    expect(await (await call(server, admin, "/api/admin/migration")).json()).toEqual({ check: { source: null, pendingRoasts: 0 }, report: null });
    expect((await call(server, admin, "/api/admin/migration", { method: "POST", json: {} })).status).toBe(409);
  });
});
