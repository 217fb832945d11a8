import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_CONFIRMATION, type ReportedRoast } from "../../../common/reports";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { type SmtpInbox, startSmtpInbox } from "../auth/test-support/smtp-inbox";
import { insertCompletedRoast, smallPng } from "../roasts/test-support/fixtures";
import { call, createUser, startTestServer, type TestServer, type TestUser, upload } from "../roasts/test-support/roast-test-kit";
import { toShareSlug } from "../share";
import { HIDE_AFTER_REPORTS, REPORT_RATE_LIMIT } from ".";

const ADMIN_EMAIL = `mod-${randomUUID()}@example.com`;
let nextIp = 1;
/** A fresh IPv4 client address, in a /24 of its own, for each report that should count as another person. */
const freshIp = () => {
  const n = nextIp++;
  return `10.${(n >> 8) & 255}.${n & 255}.1`;
};
/** A fresh address in an IPv6 /64 (four groups). */
const rotate = (prefix: string) => `${prefix}:${[...randomBytes(8).toString("hex").match(/.{4}/g)!].join(":")}`;

/** A user whose password the test knows, so it can sign in again after its sessions are ended. */
async function signUpWithPassword(ctx: AppContext, email = `owner-${randomUUID()}@example.com`) {
  const password = `pw-${randomUUID()}`;
  const body = { name: "", email, password, acceptTerms: true } as { name: string; email: string; password: string };
  const { user } = await ctx.auth.api.signUpEmail({ body });
  await ctx.database.db.update(tables.user).set({ emailVerified: true }).where(eq(tables.user.id, user.id));
  const signIn = async (): Promise<TestUser> => {
    const response = await ctx.auth.api.signInEmail({ body: { email, password }, asResponse: true });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { id: user.id, email, cookie };
  };
  return { user: await signIn(), signIn, password };
}

describe("reporting a shared roast", () => {
  let server: TestServer;
  let inbox: SmtpInbox;
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;

  const report = (slug: string, body: unknown, options: { ip?: string; user?: TestUser | null; headers?: Record<string, string> } = {}) =>
    call(server, options.user ?? null, `/api/share/${slug}/report`, {
      method: "POST",
      json: body,
      headers: { "x-forwarded-for": options.ip ?? freshIp(), ...options.headers },
    });
  const sharedRoast = async (user = owner) => {
    const roast = await insertCompletedRoast(server.ctx, user.id);
    const response = await call(server, user, `/api/roasts/${roast.id}/share`, { method: "POST", json: { public: true } });
    expect(response.status).toBe(200);
    return { id: roast.id, slug: toShareSlug(roast.id) };
  };
  /** Status of the share page, its API answer and its poster. */
  const shareStatuses = async (slug: string) => {
    const statuses = [];
    for (const path of [`/r/${slug}`, `/api/share/${slug}`, `/r/${slug}/poster.jpg`]) {
      const response = await call(server, null, path);
      await response.body?.cancel();
      statuses.push(response.status);
    }
    return statuses;
  };
  const hideByReports = async (slug: string) => {
    for (let i = 0; i < HIDE_AFTER_REPORTS; i++) expect((await report(slug, { reason: "not_consented" })).status).toBe(201);
  };
  const openReports = (roastId: string) => server.ctx.database.db.select().from(tables.roastReports).where(eq(tables.roastReports.roastId, roastId));
  const auditOf = (roastId: string) => server.ctx.database.db.select().from(tables.adminActions).where(eq(tables.adminActions.roastId, roastId));

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN_EMAIL, SMTP_URL: inbox.url });
    await server.ctx.queue.stop();
    owner = await createUser(server);
    admin = await createUser(server);
    await server.ctx.database.db.update(tables.user).set({ email: ADMIN_EMAIL }).where(eq(tables.user.id, admin.id));
    member = await createUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it("thanks a signed-out reporter, keeps the reason and note, and stores no address", async () => {
    const { id, slug } = await sharedRoast();
    const ip = freshIp();
    const response = await report(slug, { reason: "harassment", note: "  This is my cousin, he did not agree.  " }, { ip });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: REPORT_CONFIRMATION });
    const [row] = await openReports(id);
    expect(row).toMatchObject({ reason: "harassment", note: "This is my cousin, he did not agree.", reporterUserId: null, resolvedAt: null });
    expect(row.reporterKey).not.toContain(ip);
    expect(await shareStatuses(slug)).toEqual([200, 200, 200]);
  });

  it("hides the page, its API answer and its media after three different reporters, and the owner still sees it", async () => {
    const { id, slug } = await sharedRoast();
    expect((await report(slug, { reason: "explicit" })).status).toBe(201);
    expect((await report(slug, { reason: "other" }, { user: member })).status).toBe(201);
    expect(await shareStatuses(slug)).toEqual([200, 200, 200]);
    expect((await report(slug, { reason: "not_consented" })).status).toBe(201);
    expect(await shareStatuses(slug)).toEqual([404, 404, 404]);
    const [takedown] = await server.ctx.database.db.select().from(tables.roastTakedowns).where(eq(tables.roastTakedowns.roastId, id));
    expect(takedown.state).toBe("hidden");
    // Reporting a hidden roast is like reporting any roast that is not shared.
    expect((await report(slug, { reason: "other" })).status).toBe(404);
    const own = await call(server, owner, `/api/roasts/${id}`);
    expect(own.status).toBe(200);
    expect((await own.json()).roast).toMatchObject({ id, status: "completed" });
  });

  it("counts the same reporter once however often they report, from an address or an account", async () => {
    const { id, slug } = await sharedRoast();
    // Rotating the last 64 bits of an IPv6 address does not make another person.
    for (let i = 0; i < 3; i++) expect((await report(slug, { reason: "other" }, { ip: rotate("2001:db8:77:1") })).status).toBe(201);
    expect(await openReports(id)).toHaveLength(1);
    // Signed in, one account is one reporter whatever address it reports from (each call here has a new one).
    for (let i = 0; i < 3; i++) expect((await report(slug, { reason: "harassment" }, { user: member })).status).toBe(201);
    expect(await openReports(id)).toHaveLength(2);
    expect(await shareStatuses(slug)).toEqual([200, 200, 200]);
    const ip = freshIp();
    expect((await report(slug, { reason: "harassment" }, { ip })).status).toBe(201);
    expect(await openReports(id)).toHaveLength(3);
    expect(await shareStatuses(slug)).toEqual([404, 404, 404]);
  });

  it("counts one person once: an anonymous report and name+tag@ accounts on one inbox, from one address or several", async () => {
    const local = `mallory-${randomUUID()}`;
    const { user: tagA } = await signUpWithPassword(server.ctx, `${local}+a@example.com`);
    const { user: tagB } = await signUpWithPassword(server.ctx, `${local.toUpperCase()}+b@example.com`);
    const { user: tagC } = await signUpWithPassword(server.ctx, `${local}+c@example.com`);

    // From one address: signed out, then as each account.
    const { id, slug } = await sharedRoast();
    const ip = freshIp();
    expect((await report(slug, { reason: "not_consented" }, { ip })).status).toBe(201);
    expect((await report(slug, { reason: "harassment" }, { ip, user: tagA })).status).toBe(201);
    expect((await report(slug, { reason: "explicit" }, { ip, user: tagB })).status).toBe(201);
    expect(await shareStatuses(slug)).toEqual([200, 200, 200]);
    // Each is still there for the admin to read.
    expect(await openReports(id)).toHaveLength(3);

    // The accounts from addresses of their own: the inbox is one person, the report signed out another.
    const { slug: second } = await sharedRoast();
    expect((await report(second, { reason: "other" })).status).toBe(201);
    for (const user of [tagA, tagB, tagC]) expect((await report(second, { reason: "harassment" }, { user })).status).toBe(201);
    expect(await shareStatuses(second)).toEqual([200, 200, 200]);
    // A third person does hide it.
    expect((await report(second, { reason: "other" }, { user: member })).status).toBe(201);
    expect(await shareStatuses(second)).toEqual([404, 404, 404]);
  });

  it("counts addresses of one network once: an IPv4 /24, an IPv6 /48", async () => {
    const { slug } = await sharedRoast();
    for (const ip of ["203.0.113.5", "203.0.113.77", "::ffff:203.0.113.200"]) expect((await report(slug, { reason: "other" }, { ip })).status).toBe(201);
    for (const ip of ["2001:db8:5:1::1", "2001:db8:5:2::1", "2001:db8:5:3::1"]) expect((await report(slug, { reason: "other" }, { ip })).status).toBe(201);
    expect(await shareStatuses(slug)).toEqual([200, 200, 200]);
    expect((await report(slug, { reason: "other" }, { ip: "203.0.114.5" })).status).toBe(201);
    expect(await shareStatuses(slug)).toEqual([404, 404, 404]);
  });

  it("after Keep, counts no one who reported before, by any key of theirs; new people still hide it", async () => {
    const local = `mallory-${randomUUID()}`;
    const tagged = async (tag: string) => (await signUpWithPassword(server.ctx, `${local}+${tag}@example.com`)).user;
    const carol = await createUser(server);
    const { id, slug } = await sharedRoast();
    const anonymousIp = freshIp();
    expect((await report(slug, { reason: "other" }, { ip: anonymousIp })).status).toBe(201);
    expect((await report(slug, { reason: "other" }, { user: await tagged("a") })).status).toBe(201);
    expect((await report(slug, { reason: "other" }, { user: carol })).status).toBe(201);
    expect(await shareStatuses(slug)).toEqual([404, 404, 404]);
    expect((await call(server, admin, `/api/admin/reports/${id}/keep`, { method: "POST", json: {} })).status).toBe(200);
    expect(await shareStatuses(slug)).toEqual([200, 200, 200]);

    // New +tags of the kept inbox, the kept address again, a kept account from a new address, and
    // someone signed out on the address a new +tag just used.
    const tagBIp = freshIp();
    expect((await report(slug, { reason: "harassment" }, { user: await tagged("b"), ip: tagBIp })).status).toBe(201);
    for (const tag of ["c", "d"]) expect((await report(slug, { reason: "harassment" }, { user: await tagged(tag) })).status).toBe(201);
    expect((await report(slug, { reason: "harassment" }, { ip: anonymousIp })).status).toBe(201);
    expect((await report(slug, { reason: "harassment" }, { user: carol })).status).toBe(201);
    expect((await report(slug, { reason: "harassment" }, { ip: tagBIp })).status).toBe(201);
    expect(await shareStatuses(slug)).toEqual([200, 200, 200]);

    // Three people who had not reported it before.
    for (const user of [member, await createUser(server), null]) expect((await report(slug, { reason: "other" }, { user })).status).toBe(201);
    expect(await shareStatuses(slug)).toEqual([404, 404, 404]);
  });

  it("answers 404 for a roast that is not shared, unknown, or not a slug", async () => {
    const privateRoast = await insertCompletedRoast(server.ctx, owner.id);
    expect((await report(toShareSlug(privateRoast.id), { reason: "other" })).status).toBe(404);
    expect((await report(toShareSlug(randomUUID()), { reason: "other" })).status).toBe(404);
    expect((await report("not-a-slug", { reason: "other" })).status).toBe(404);
    expect(await openReports(privateRoast.id)).toHaveLength(0);
  });

  it("refuses another site's origin, an oversized body and an invalid reason or note", async () => {
    const { id, slug } = await sharedRoast();
    expect((await report(slug, { reason: "other" }, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    const huge = await report(slug, { reason: "other", note: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect((await report(slug, { reason: "boring" })).status).toBe(400);
    expect((await report(slug, { reason: "other", note: "y".repeat(501) })).status).toBe(400);
    expect((await report(slug, "reason=other", { headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    expect(await openReports(id)).toHaveLength(0);
    expect((await report(slug, { reason: "other", note: "y".repeat(500) })).status).toBe(201);
  });

  it("limits reports per address, and an IPv6 client per /64", async () => {
    const { slug } = await sharedRoast();
    const ip = freshIp();
    for (let i = 0; i < REPORT_RATE_LIMIT.max; i++) expect((await report(slug, { reason: "other" }, { ip })).status).toBe(201);
    const limited = await report(slug, { reason: "other" }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    // Every attempt counts, a refused one too: probing slugs is limited as well.
    expect((await report("not-a-slug", { reason: "other" }, { ip })).status).toBe(429);

    const { slug: other } = await sharedRoast();
    for (let i = 0; i < REPORT_RATE_LIMIT.max; i++) expect((await report(other, { reason: "other" }, { ip: rotate("2001:db8:99:1") })).status).toBe(201);
    expect((await report(other, { reason: "other" }, { ip: rotate("2001:db8:99:1") })).status).toBe(429);
    expect((await report(other, { reason: "other" }, { ip: rotate("2001:db8:99:2") })).status).toBe(201);
  });

  it("refuses the review queue and its actions to anyone but an admin", async () => {
    const { id } = await sharedRoast();
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/reports"],
      ["POST", `/api/admin/reports/${id}/keep`, {}],
      ["POST", `/api/admin/reports/${id}/take-down`, { reason: "other" }],
      ["POST", `/api/admin/reports/${id}/ban`, { reason: "other" }],
    ];
    for (const [method, path, json] of routes) {
      expect((await call(server, null, path, { method, json })).status).toBe(401);
      expect((await call(server, member, path, { method, json })).status).toBe(403);
    }
    expect(await auditOf(id)).toHaveLength(0);
    expect(await shareStatuses(toShareSlug(id))).toEqual([200, 200, 200]);
  });

  it("lists a hidden roast with its owner, media and reports; Keep shows it again and is audited", async () => {
    const { id, slug } = await sharedRoast();
    await hideByReports(slug);
    const queue = await call(server, admin, "/api/admin/reports");
    expect(queue.status).toBe(200);
    const { roasts } = (await queue.json()) as { roasts: ReportedRoast[] };
    const entry = roasts.find((r) => r.roastId === id)!;
    expect(entry).toMatchObject({ ownerEmail: owner.email, state: "hidden", ownerBanned: false });
    expect(entry.reports).toHaveLength(HIDE_AFTER_REPORTS);
    expect(entry.reports[0]).toMatchObject({ reason: "not_consented", note: null });
    expect(JSON.stringify(entry)).not.toContain("reporterKey");
    // The admin sees the media of a hidden roast.
    const poster = await fetch(entry.posterUrl!);
    expect(poster.status).toBe(200);
    await poster.body?.cancel();

    const kept = await call(server, admin, `/api/admin/reports/${id}/keep`, { method: "POST", json: {} });
    expect(kept.status).toBe(200);
    expect(await shareStatuses(slug)).toEqual([200, 200, 200]);
    expect((await openReports(id)).map((r) => r.resolution)).toEqual(["kept", "kept", "kept"]);
    expect(await auditOf(id)).toMatchObject([{ adminId: admin.id, action: "report.keep", userId: owner.id }]);
    const after = (await (await call(server, admin, "/api/admin/reports")).json()) as { roasts: ReportedRoast[] };
    expect(after.roasts.map((r) => r.roastId)).not.toContain(id);
  });

  it("takes a roast down: unshared for good, the owner mailed the reason, audited", async () => {
    const { id, slug } = await sharedRoast();
    expect((await report(slug, { reason: "harassment", note: "Bullying my friend" })).status).toBe(201);
    const response = await call(server, admin, `/api/admin/reports/${id}/take-down`, { method: "POST", json: { reason: "harassment" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ takenDown: true, mailed: true });
    expect(await shareStatuses(slug)).toEqual([404, 404, 404]);
    const [row] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, id));
    expect(row.isPublic).toBe(false);
    const [takedown] = await server.ctx.database.db.select().from(tables.roastTakedowns).where(eq(tables.roastTakedowns.roastId, id));
    expect(takedown).toMatchObject({ state: "taken_down", reason: "harassment" });
    expect((await openReports(id)).map((r) => r.resolution)).toEqual(["taken_down"]);
    expect(await auditOf(id)).toMatchObject([{ adminId: admin.id, action: "roast.take_down", userId: owner.id, detail: { reason: "harassment" } }]);

    const mails = inbox.mailTo(owner.email).filter((mail) => mail.subject === "Your shared roast was taken down");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Reason: Harassment or bullying");
    // No SUPPORT_EMAIL here: the owner is sent to the contact form, never to a placeholder inbox.
    expect(mails[0].text).toContain(`${server.ctx.env.PUBLIC_URL}/contact`);
    expect(mails[0].text).not.toContain("roastreel.local");

    // Sharing it again does not bring it back.
    expect((await call(server, owner, `/api/roasts/${id}/share`, { method: "POST", json: { public: true } })).status).toBe(200);
    expect(await shareStatuses(slug)).toEqual([404, 404, 404]);
    expect((await call(server, owner, `/api/roasts/${id}`)).status).toBe(200);
    // Bad input: an unknown roast, or no reason.
    expect((await call(server, admin, `/api/admin/reports/${randomUUID()}/take-down`, { method: "POST", json: { reason: "other" } })).status).toBe(404);
    expect((await call(server, admin, `/api/admin/reports/${id}/take-down`, { method: "POST", json: {} })).status).toBe(400);
  });

  it("bans the owner: the roast comes down, every session ends, no new roast, audited", async () => {
    const { user: banned, signIn } = await signUpWithPassword(server.ctx);
    const secondDevice = await call(server, banned, "/api/me");
    expect(secondDevice.status).toBe(200);
    const { id, slug } = await sharedRoast(banned);
    await hideByReports(slug);

    const response = await call(server, admin, `/api/admin/reports/${id}/ban`, { method: "POST", json: { reason: "not_consented" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ banned: true, mailed: true });
    expect((await call(server, banned, "/api/me")).status).toBe(401);
    const sessions = await server.ctx.database.db.select().from(tables.session).where(eq(tables.session.userId, banned.id));
    expect(sessions).toHaveLength(0);
    expect(await shareStatuses(slug)).toEqual([404, 404, 404]);
    const [ban] = await server.ctx.database.db.select().from(tables.userBans).where(eq(tables.userBans.userId, banned.id));
    expect(ban).toMatchObject({ adminId: admin.id, reason: "not_consented" });
    expect(await auditOf(id)).toMatchObject([{ adminId: admin.id, action: "user.ban", userId: banned.id }]);
    expect(inbox.mailTo(banned.email).at(-1)?.text).toContain("Reason: It's me and I didn't agree");

    // Signed in again, the account can look but not create.
    const again = await signIn();
    expect((await call(server, again, "/api/me")).status).toBe(200);
    const refused = await upload(server, again, await smallPng());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "FORBIDDEN", title: "Account suspended" });
    const roasts = await server.ctx.database.db
      .select()
      .from(tables.userRoasts)
      .where(and(eq(tables.userRoasts.userId, banned.id), eq(tables.userRoasts.status, "pending")));
    expect(roasts).toHaveLength(0);
    // Nor through a re-roast or a compilation of what it already has.
    for (const [path, json] of [
      [`/api/roasts/${id}/reroast`, {}],
      ["/api/roasts/merge", { roastIds: [id, id.replace(/.$/, (c) => (c === "0" ? "1" : "0"))] }],
    ] as const) {
      const other = await call(server, again, path, { method: "POST", json });
      expect(other.status, path).toBe(403);
      expect(await other.json()).toMatchObject({ title: "Account suspended" });
    }
    // Someone not banned still creates roasts.
    const allowed = await upload(server, member, await smallPng());
    expect(allowed.status).toBe(201);
  });

  it("keeps the ban on the inbox: a banned account deleted and made again, even as name+tag@, starts banned", async () => {
    const local = `banned-${randomUUID()}`;
    const { user: banned, signIn, password } = await signUpWithPassword(server.ctx, `${local}@example.com`);
    const { id } = await sharedRoast(banned);
    expect((await call(server, admin, `/api/admin/reports/${id}/ban`, { method: "POST", json: { reason: "harassment" } })).status).toBe(200);

    // Signed in again, the banned person deletes the account themselves.
    const deleted = await call(server, await signIn(), "/api/account/deletion", { method: "POST", json: { password } });
    expect(deleted.status).toBe(200);
    expect(await server.ctx.database.db.select().from(tables.user).where(eq(tables.user.id, banned.id))).toHaveLength(0);
    const { user: again } = await signUpWithPassword(server.ctx, `${local.toUpperCase()}+fresh@example.com`);
    expect(again.id).not.toBe(banned.id);
    const refused = await upload(server, again, await smallPng());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ title: "Account suspended" });
    const [ban] = await server.ctx.database.db.select().from(tables.userBans).where(eq(tables.userBans.userId, again.id));
    expect(ban).toMatchObject({ adminId: admin.id, reason: "harassment" });
    // Only the address is kept, as a hash: the banned mailbox row names no one.
    const kept = await server.ctx.database.db.select().from(tables.bannedMailboxes);
    expect(JSON.stringify(kept)).not.toContain(local);

    // Another inbox on the same domain is not banned.
    const { user: neighbour } = await signUpWithPassword(server.ctx, `${local}x@example.com`);
    expect((await upload(server, neighbour, await smallPng())).status).toBe(201);
  });

  it("will not let an admin ban their own account", async () => {
    const { id } = await sharedRoast(admin);
    const response = await call(server, admin, `/api/admin/reports/${id}/ban`, { method: "POST", json: { reason: "other" } });
    expect(response.status).toBe(409);
    expect(await auditOf(id)).toHaveLength(0);
    expect(await shareStatuses(toShareSlug(id))).toEqual([200, 200, 200]);
  });
});
