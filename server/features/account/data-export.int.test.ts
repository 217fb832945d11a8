import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataExportView } from "../../../common/account";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { queryRows, tables } from "../../lib/db";
import { insertCompletedRoast } from "../roasts/test-support/fixtures";
import { buildExportUrl } from "./account-links";
import { sweepDataExports } from "./data-export";
import { MODERATOR } from "./withhold-moderators";
import { type AccountUser, countRowsNaming, createAccountUser, listUserColumns, signInAgain, waitForMailLink } from "./test-support/account-test-kit";

const ADMIN_EMAIL = `mod-${randomUUID()}@example.com`;

describe("downloading my data", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  });
  afterAll(() => server.close());

  async function pay(user: AccountUser, tierId: string, isSubscription: boolean) {
    const { url } = (await (await user.call("/api/billing/checkout", { json: { tierId, isSubscription } })).json()) as { url: string };
    expect((await user.call(`${new URL(url).pathname}/pay`, { method: "POST" })).status).toBeLessThan(400);
  }

  /** A user with something in every table: roasts with media, payments, a subscription, a report of someone else's roast. */
  async function busyUser(): Promise<AccountUser> {
    const user = await createAccountUser(server);
    await insertCompletedRoast(server.ctx, user.id);
    await insertCompletedRoast(server.ctx, user.id, { isPublic: true });
    await pay(user, "essentials", true);
    await pay(user, "oneoff", false);
    return user;
  }

  async function readyExport(user: AccountUser): Promise<string> {
    const res = await user.call("/api/account/export", { method: "POST", json: {} });
    expect(res.status).toBe(202);
    expect(((await res.json()) as { export: DataExportView }).export).toMatchObject({ status: "building", url: null });
    const link = await waitForMailLink(server, user.email, /ready to download/);
    const view = ((await (await user.call("/api/account/export")).json()) as { export: DataExportView }).export;
    expect(view).toMatchObject({ status: "ready", url: link });
    return link;
  }

  const download = (user: AccountUser | null, link: string) => fetch(link, { headers: user ? { cookie: user.cookie } : {} });

  it("zips every row that names the user, and their media, and nothing of anyone else's", async () => {
    const owner = await busyUser();
    const other = await busyUser();
    const [othersRoast] = await server.ctx.database.db.insert(tables.userRoasts).values({ userId: other.id, seed: "s", status: "completed" }).returning();
    await server.ctx.database.db
      .insert(tables.roastReports)
      .values({ roastId: othersRoast.id, reporterKey: "k-owner", reporterUserId: owner.id, reason: "harassment" });
    await server.ctx.database.db
      .insert(tables.roastReports)
      .values({ roastId: othersRoast.id, reporterKey: "k-other", reporterUserId: other.id, reason: "other" });

    const link = await readyExport(owner);
    const res = await download(owner, link);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="roastreel-data-\d{4}-\d\d-\d\d\.zip"$/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const account = JSON.parse(Buffer.from(files["account.json"]).toString("utf8")) as { userId: string; tables: Record<string, Record<string, unknown>[]> };
    expect(account.userId).toBe(owner.id);

    // Every table with a user column, found by the test: the zip holds exactly the owner's rows.
    const counts = await countRowsNaming(server, owner.id);
    expect(Object.values(counts).filter((n) => n > 0).length).toBeGreaterThanOrEqual(8);
    for (const { table, column } of await listUserColumns(server)) {
      const exported = account.tables[table] ?? account.tables[`${table}.${column}`];
      expect(exported, `${table}.${column}`).toBeDefined();
      expect(exported.length, `${table}.${column}`).toBe(counts[`${table}.${column}`]);
    }
    expect(account.tables.user).toMatchObject([{ id: owner.id, email: owner.email }]);
    expect(account.tables.roast_reports).toMatchObject([{ reporter_user_id: owner.id, reason: "harassment" }]);
    const text = Buffer.from(files["account.json"]).toString("utf8");
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    // No secret of the service: no password hash, no session token.
    expect(text).not.toContain('"password"');
    expect(text).not.toMatch(/"token"/);

    // Media: every file still stored for each of the owner's roasts, byte for byte.
    const roasts = account.tables.user_roasts as { id: string; landscape_key: string; poster_key: string; source_key: string }[];
    expect(roasts).toHaveLength(2);
    for (const roast of roasts) {
      expect(Buffer.from(files[`media/${roast.id}/landscape.mp4`]).equals(await server.ctx.storage.get(roast.landscape_key))).toBe(true);
      expect(Buffer.from(files[`media/${roast.id}/poster.jpg`]).equals(await server.ctx.storage.get(roast.poster_key))).toBe(true);
      expect(files[`media/${roast.id}/source.jpg`]).toBeDefined();
    }
    expect(Object.keys(files).filter((name) => name.startsWith("media/") && !roasts.some((r) => name.includes(r.id)))).toEqual([]);

    // Single use: the zip left storage with the first download.
    expect((await download(owner, link)).status).toBe(404);
    expect(await (await owner.call("/api/account/export")).json()).toEqual({ export: null });
    const [state] = await queryRows<{ n: number }>(
      server.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM verification WHERE identifier LIKE 'data-export:%' AND identifier LIKE ${`%${owner.id}`}`,
    );
    expect(state.n).toBe(0);
  });

  it("gives one zip to two downloads at once", async () => {
    const user = await busyUser();
    const link = await readyExport(user);
    const statuses = (await Promise.all([download(user, link), download(user, link), download(user, link)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 404, 404]);
  });

  it("refuses a tampered link, another user's link, and a signed-out download, and keeps the zip for its owner", async () => {
    const owner = await busyUser();
    const stranger = await createAccountUser(server);
    const link = await readyExport(owner);
    const url = new URL(link);
    const sig = url.searchParams.get("sig")!;
    const tampered = new URL(link);
    tampered.searchParams.set("sig", `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`);
    expect((await download(owner, tampered.toString())).status).toBe(403);
    const later = new URL(link);
    later.searchParams.set("exp", String(Number(url.searchParams.get("exp")) + 3600));
    expect((await download(owner, later.toString())).status).toBe(403);
    const otherId = new URL(link);
    otherId.searchParams.set("id", "00000000-0000-4000-8000-000000000000");
    expect((await download(owner, otherId.toString())).status).toBe(403);
    expect((await download(owner, `${url.origin}${url.pathname}`)).status).toBe(403);
    expect((await download(stranger, link)).status).toBe(403);
    expect((await download(null, link)).status).toBe(401);
    // None of those used the link up.
    expect((await download(owner, link)).status).toBe(200);
  });

  it("stops working after 24 hours, and the sweep deletes the zip", async () => {
    const user = await busyUser();
    await readyExport(user);
    const [row] = await queryRows<{ value: string }>(
      server.ctx.database.db,
      sql`SELECT value FROM verification WHERE identifier = ${`data-export:${user.id}`}`,
    );
    const state = JSON.parse(row.value) as { exportId: string; key: string; expiresAt: string };
    expect(await server.ctx.storage.exists(state.key)).toBe(true);
    // A link signed by us but past its expiry.
    const stale = buildExportUrl(server.url, { userId: user.id, exportId: state.exportId, exp: Math.floor(Date.now() / 1000) - 1 }, server.ctx.env.authSecret);
    expect((await download(user, stale)).status).toBe(404);
    expect(await sweepDataExports(server.ctx, new Date())).toBe(0);
    expect(await server.ctx.storage.exists(state.key)).toBe(true);
    expect(await sweepDataExports(server.ctx, new Date(new Date(state.expiresAt).getTime() + 1000))).toBe(1);
    expect(await server.ctx.storage.exists(state.key)).toBe(false);
    expect(await (await user.call("/api/account/export")).json()).toEqual({ export: null });
  });

  it("builds one export per account per hour, only for a request from the app's own page", async () => {
    const user = await createAccountUser(server);
    const foreign = await fetch(`${server.url}/api/account/export`, {
      method: "POST",
      headers: { cookie: user.cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    expect(
      (await fetch(`${server.url}/api/account/export`, { method: "POST", headers: { origin: server.url, "content-type": "application/json" }, body: "{}" }))
        .status,
    ).toBe(401);
    expect((await user.call("/api/account/export", { method: "POST", json: {} })).status).toBe(202);
    const again = await user.call("/api/account/export", { method: "POST", json: {} });
    expect(again.status).toBe(429);
    expect(((await again.json()) as { error: string }).error).toMatch(/one copy of your data per hour/);
    // Another account is not held back by this one's limit.
    expect((await (await createAccountUser(server)).call("/api/account/export", { method: "POST", json: {} })).status).toBe(202);
  });
  /** Every column of the public schema where this text is written, found by walking the schema. */
  async function columnsHolding(text: string): Promise<string[]> {
    const { db } = server.ctx.database;
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      db,
      sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE position(${text} in ${sql.identifier(column)}::text) > 0`,
      );
      if (row.n > 0) found.push(`${table}.${column}`);
    }
    return found.sort();
  }

  it("tells what moderators did to the account, when and why, and never which moderator, in any table", async () => {
    const { db } = server.ctx.database;
    const admin = await createAccountUser(server, ADMIN_EMAIL);
    const owner = await createAccountUser(server);
    const takenDown = await insertCompletedRoast(server.ctx, owner.id, { isPublic: true });
    const banned = await insertCompletedRoast(server.ctx, owner.id, { isPublic: true });
    const grant = { amount: 2, reason: "Sorry about the outage", grantId: randomUUID() };
    expect((await admin.call(`/api/admin/users/${owner.id}/credits`, { json: grant })).status).toBe(200);
    expect((await admin.call(`/api/admin/reports/${takenDown.id}/take-down`, { json: { reason: "harassment" } })).status).toBe(200);
    expect((await admin.call(`/api/admin/reports/${banned.id}/ban`, { json: { reason: "not_consented" } })).status).toBe(200);
    // A table added later, naming the moderator in a column and inside a JSON value of its own.
    await db.execute(sql`CREATE TABLE appeal_notes (id text PRIMARY KEY, user_id text, moderator_id text, detail jsonb)`);
    try {
      await db.execute(
        sql`INSERT INTO appeal_notes VALUES ('appeal-1', ${owner.id}, ${admin.id}, ${JSON.stringify({ handledBy: admin.id, outcome: "upheld" })}::jsonb)`,
      );
      // Where the moderator's id is now written, by value: each of these must stay out of the zip.
      expect(await columnsHolding(admin.id)).toEqual(
        expect.arrayContaining([
          "admin_actions.admin_id",
          "appeal_notes.detail",
          "appeal_notes.moderator_id",
          "banned_mailboxes.admin_id",
          "credit_ledger.dedupe_key",
          "user_bans.admin_id",
        ]),
      );

      // The ban ended the owner's sessions; signed in again, they ask for their data.
      const again = await signInAgain(server, owner);
      const res = await download(again, await readyExport(again));
      expect(res.status).toBe(200);
      const text = Buffer.from(unzipSync(new Uint8Array(await res.arrayBuffer()))["account.json"]).toString("utf8");
      expect(text).not.toContain(admin.id);
      expect(text).not.toContain(admin.email);
      expect(text).not.toContain("admin_id");
      expect(text).not.toContain("moderator_id");

      // What was done, to what, when and why, is all there.
      const { tables: exported } = JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]> };
      const actions = [...exported.admin_actions].sort((a, b) => String(a.action).localeCompare(String(b.action)));
      expect(actions).toMatchObject([
        { action: "roast.take_down", user_id: owner.id, roast_id: takenDown.id, detail: { reason: "harassment" } },
        { action: "user.ban", user_id: owner.id, roast_id: banned.id, detail: { reason: "not_consented" } },
      ]);
      for (const action of actions) expect(Date.parse(String(action.created_at))).not.toBeNaN();
      expect(exported.user_bans).toMatchObject([{ user_id: owner.id, reason: "not_consented" }]);
      expect(exported.credit_ledger).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ delta: 2, reason: `admin grant: ${grant.reason}`, dedupe_key: `admin:${MODERATOR}:${grant.grantId}` }),
        ]),
      );
      expect(exported.appeal_notes).toEqual([{ id: "appeal-1", user_id: owner.id, detail: { handledBy: MODERATOR, outcome: "upheld" } }]);
    } finally {
      await db.execute(sql`DROP TABLE appeal_notes`);
    }
  });
});
