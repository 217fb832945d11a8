import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../common/roast";
import { tables } from "../../lib/db";
import { HIDE_AFTER_REPORTS } from "../reports";
import { roastKeys } from "../roasts/core/roast-row";
import { insertCompletedRoast, smallPng } from "../roasts/test-support/fixtures";
import { call, createUser, startTestServer, type TestServer, type TestUser } from "../roasts/test-support/roast-test-kit";
import { toShareSlug } from "../share";

const ADMIN_EMAIL = `takedowns-${randomUUID()}@example.com`;
let nextNetwork = 1;
/** An address on another network (reports count one per /24): another reporter each time. */
const freshIp = () => `198.18.${nextNetwork++}.7`;

describe("a takedown covers the roast and every roast made from it", () => {
  let server: TestServer;
  let admin: TestUser;

  const { userRoasts, roastTakedowns } = tables;
  const post = (user: TestUser, path: string, json: unknown = {}) => call(server, user, path, { method: "POST", json });
  const takeDown = async (roastId: string) => {
    const response = await post(admin, `/api/admin/reports/${roastId}/take-down`, { reason: "not_consented" });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  };
  const merge = (user: TestUser, roastIds: string[]) => post(user, "/api/roasts/merge", { roastIds });
  const reroast = (user: TestUser, roastId: string) => post(user, `/api/roasts/${roastId}/reroast`);
  const created = async (response: Response) => {
    expect(response.status).toBe(201);
    return ((await response.json()) as { roast: RoastView }).roast;
  };
  const view = async (user: TestUser, roastId: string) => {
    const response = await call(server, user, `/api/roasts/${roastId}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { roast: RoastView }).roast;
  };
  const share = async (user: TestUser, roastId: string, isPublic = true) => {
    const response = await post(user, `/api/roasts/${roastId}/share`, { public: isPublic });
    expect(response.status).toBe(200);
    return (await response.json()) as { isPublic: boolean; shareUrl: string | null };
  };
  /** Status of the share page, its API answer and its two files, for anyone. */
  const shareStatuses = async (roastId: string) => {
    const slug = toShareSlug(roastId);
    const statuses = [];
    for (const path of [`/r/${slug}`, `/api/share/${slug}`, `/r/${slug}/landscape.mp4`, `/r/${slug}/poster.jpg`]) {
      const response = await call(server, null, path);
      await response.body?.cancel();
      statuses.push(response.status);
    }
    return statuses;
  };
  /** Status of a signed link, fetched by whoever holds it. */
  const fetchStatus = async (url: string, user: TestUser | null = null) => {
    const response = await fetch(url, { headers: { range: "bytes=0-9", ...(user ? { cookie: user.cookie } : {}) } });
    await response.body?.cancel();
    return response.status;
  };
  /** A battle of two uploads, finished. */
  const insertBattle = async (userId: string) => {
    const id = randomUUID();
    await server.ctx.storage.put(roastKeys.secondSource(id), await smallPng("#654321"), "image/jpeg");
    return insertCompletedRoast(server.ctx, userId, { id, kind: "battle", secondSourceKey: roastKeys.secondSource(id), battle: { safe: [false, false] } });
  };
  /** A compilation or re-roast started over HTTP, finished as its job would: its files stored, the row completed. */
  const finish = async (roastId: string) => {
    await server.ctx.storage.put(roastKeys.landscape(roastId), randomBytes(2048), "video/mp4");
    await server.ctx.storage.put(roastKeys.poster(roastId), await smallPng(), "image/jpeg");
    await server.ctx.database.db
      .update(userRoasts)
      .set({ status: "completed", landscapeKey: roastKeys.landscape(roastId), posterKey: roastKeys.poster(roastId), completedAt: new Date() })
      .where(eq(userRoasts.id, roastId));
  };
  const roastsOf = (userId: string) => server.ctx.database.db.select().from(userRoasts).where(eq(userRoasts.userId, userId));

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL, TRUST_PROXY: "true" });
    // Compilations and re-roasts stay pending: each test finishes them by hand.
    await server.ctx.queue.stop();
    admin = await createUser(server);
    await server.ctx.database.db.update(tables.user).set({ email: ADMIN_EMAIL }).where(eq(tables.user.id, admin.id));
  });
  afterAll(() => server?.close());

  it("refuses a compilation or a re-roast of a taken-down roast, a battle too, and makes nothing", async () => {
    const owner = await createUser(server);
    const [roast, other, battle] = [
      await insertCompletedRoast(server.ctx, owner.id),
      await insertCompletedRoast(server.ctx, owner.id),
      await insertBattle(owner.id),
    ];
    await takeDown(roast.id);
    await takeDown(battle.id);

    for (const [label, response] of [
      ["compilation", await merge(owner, [other.id, roast.id])],
      ["re-roast", await reroast(owner, roast.id)],
      ["battle in a compilation", await merge(owner, [battle.id, other.id])],
      ["battle re-roast", await reroast(owner, battle.id)],
    ] as const) {
      expect(response.status, label).toBe(409);
      expect(await response.json(), label).toMatchObject({ code: "CONFLICT", title: "Roast taken down" });
    }
    expect((await roastsOf(owner.id)).map((r) => r.id).sort()).toEqual([roast.id, other.id, battle.id].sort());
    const [parent] = await server.ctx.database.db.select().from(userRoasts).where(eq(userRoasts.id, battle.id));
    expect(parent.reroastUsed).toBe(false);
    // Nor is a portrait made or linked for it.
    expect((await post(owner, `/api/roasts/${roast.id}/reframe`)).status).toBe(409);
    expect((await call(server, owner, `/api/reframe/${roast.id}`)).status).toBe(409);
    // Roasts that were not taken down still make a compilation.
    const fine = await insertCompletedRoast(server.ctx, owner.id);
    expect((await merge(owner, [other.id, fine.id])).status).toBe(201);
  });

  it("takes down a compilation, a re-roast and a battle's re-roast made before, with their links and share pages", async () => {
    const owner = await createUser(server);
    const source = await insertCompletedRoast(server.ctx, owner.id);
    const battle = await insertBattle(owner.id);
    const [other, spare] = [await insertCompletedRoast(server.ctx, owner.id), await insertCompletedRoast(server.ctx, owner.id)];
    // The source's id spelled in capitals is the same roast.
    const compilation = await created(await merge(owner, [other.id, source.id.toUpperCase()]));
    const child = await created(await reroast(owner, source.id));
    const battleChild = await created(await reroast(owner, battle.id));
    for (const roast of [compilation, child, battleChild]) await finish(roast.id);
    // A compilation of the re-roast: made from the source too, one step further.
    const grandchild = await created(await merge(owner, [child.id, spare.id]));
    await finish(grandchild.id);
    // And one that holds neither, which must stay up.
    const unrelated = await created(await merge(owner, [other.id, spare.id]));
    await finish(unrelated.id);

    const derived = [compilation.id, child.id, battleChild.id, grandchild.id];
    const links = new Map<string, string[]>();
    for (const id of [...derived, unrelated.id]) {
      expect((await share(owner, id)).isPublic).toBe(true);
      expect(await shareStatuses(id)).toEqual([200, 200, 200, 200]);
      const { videoUrl, downloadUrl, posterUrl } = await view(owner, id);
      links.set(id, [videoUrl!, downloadUrl!, posterUrl!]);
      for (const url of links.get(id)!) expect(await fetchStatus(url)).toBeLessThan(300);
    }

    await takeDown(source.id);
    await takeDown(battle.id);
    for (const id of derived) {
      expect({ id, statuses: await shareStatuses(id) }).toEqual({ id, statuses: [404, 404, 404, 404] });
      for (const url of links.get(id)!) {
        expect({ url, anonymous: await fetchStatus(url), owner: await fetchStatus(url, owner) }).toEqual({ url, anonymous: 404, owner: 404 });
      }
      const seen = await view(owner, id);
      expect(seen).toMatchObject({ takenDown: true, isPublic: false, shareUrl: null, videoUrl: null, downloadUrl: null, posterUrl: null, canReroast: false });
      // Sharing it again does not bring it back, and says so.
      expect(await share(owner, id)).toEqual({ isPublic: false, shareUrl: null });
      expect(await shareStatuses(id)).toEqual([404, 404, 404, 404]);
    }
    // The studio's list hands out no link to any of them.
    const list = (await (await call(server, owner, "/api/roasts")).json()) as { roasts: RoastView[] };
    const down = list.roasts.filter((r) => derived.includes(r.id) || r.id === source.id || r.id === battle.id);
    expect(down).toHaveLength(derived.length + 2);
    for (const roast of down) expect(roast).toMatchObject({ takenDown: true, videoUrl: null, downloadUrl: null, portraitUrl: null, posterUrl: null });
    // A derived roast is no source for another one either.
    expect((await merge(owner, [child.id, spare.id])).status).toBe(409);
    expect((await merge(owner, [battleChild.id, spare.id])).status).toBe(409);

    // What holds none of them stays up.
    expect(await shareStatuses(unrelated.id)).toEqual([200, 200, 200, 200]);
    for (const url of links.get(unrelated.id)!) expect(await fetchStatus(url)).toBeLessThan(300);
    expect(await view(owner, unrelated.id)).toMatchObject({ takenDown: false, isPublic: true });

    // Deleting the source leaves what was made from it down.
    expect((await call(server, owner, `/api/roasts/${source.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await shareStatuses(compilation.id)).toEqual([404, 404, 404, 404]);
    expect((await share(owner, compilation.id)).isPublic).toBe(false);
  });

  it("never lets a compilation or re-roast started during a takedown escape it", async () => {
    for (let round = 0; round < 4; round++) {
      const owner = await createUser(server);
      const [roast, other] = [await insertCompletedRoast(server.ctx, owner.id), await insertCompletedRoast(server.ctx, owner.id)];
      const [, merged, rerolled] = await Promise.all([takeDown(roast.id), merge(owner, [roast.id, other.id]), reroast(owner, roast.id)]);
      for (const response of [merged, rerolled]) {
        // Refused, or made in time to be found by the takedown: never made and left up.
        if (response.status === 409) continue;
        const { roast: made } = (await response.json()) as { roast: RoastView };
        expect(response.status).toBe(201);
        expect(await view(owner, made.id)).toMatchObject({ takenDown: true });
      }
    }
  });

  it("stops a media link signed before the takedown, for anyone and for the owner", async () => {
    const owner = await createUser(server);
    const roast = await insertCompletedRoast(server.ctx, owner.id);
    await server.ctx.storage.put(roastKeys.portrait(roast.id), randomBytes(2048), "video/mp4");
    await server.ctx.database.db
      .update(userRoasts)
      .set({ portraitKey: roastKeys.portrait(roast.id), portraitStatus: "ready" })
      .where(eq(userRoasts.id, roast.id));
    const before = await view(owner, roast.id);
    const urls = [before.videoUrl!, before.downloadUrl!, before.portraitUrl!, before.posterUrl!];
    expect(urls.every((url) => new URL(url).pathname.startsWith("/media/"))).toBe(true);
    for (const url of urls) expect(await fetchStatus(url)).toBeLessThan(300);
    const reframe = (await (await call(server, owner, `/api/reframe/${roast.id}`)).json()) as { output: string };
    expect(await fetchStatus(reframe.output)).toBeLessThan(300);

    await takeDown(roast.id);
    for (const url of [...urls, reframe.output]) {
      expect({ url, anonymous: await fetchStatus(url), owner: await fetchStatus(url, owner) }).toEqual({ url, anonymous: 404, owner: 404 });
      const head = await fetch(url, { method: "HEAD" });
      expect(head.status).toBe(404);
    }
    expect(await view(owner, roast.id)).toMatchObject({ takenDown: true, videoUrl: null, portraitUrl: null, posterUrl: null });
  });

  it("leaves a roast hidden by reports whole for its owner, and its compilation's page hidden only while it is", async () => {
    const owner = await createUser(server);
    const roast = await insertCompletedRoast(server.ctx, owner.id);
    const other = await insertCompletedRoast(server.ctx, owner.id);
    await share(owner, roast.id);
    for (let i = 0; i < HIDE_AFTER_REPORTS; i++) {
      const response = await call(server, null, `/api/share/${toShareSlug(roast.id)}/report`, {
        method: "POST",
        json: { reason: "other" },
        headers: { "x-forwarded-for": freshIp() },
      });
      expect(response.status).toBe(201);
    }
    expect(await shareStatuses(roast.id)).toEqual([404, 404, 404, 404]);
    // Held for review is not taken down: the owner's links work and the roast can still be used.
    const seen = await view(owner, roast.id);
    expect(seen.takenDown).toBe(false);
    expect(await fetchStatus(seen.videoUrl!)).toBe(206);
    const compilation = await created(await merge(owner, [roast.id, other.id]));
    await finish(compilation.id);
    await share(owner, compilation.id);
    expect(await shareStatuses(compilation.id)).toEqual([200, 200, 200, 200]);
    // Taken down after review, both come down.
    await takeDown(roast.id);
    expect(await shareStatuses(compilation.id)).toEqual([404, 404, 404, 404]);
    const rows = await server.ctx.database.db
      .select()
      .from(roastTakedowns)
      .where(inArray(roastTakedowns.roastId, [roast.id, compilation.id]));
    expect(rows.map((r) => r.state)).toEqual(["taken_down", "taken_down"]);
    const [audit] = await server.ctx.database.db.select().from(tables.adminActions).where(eq(tables.adminActions.roastId, roast.id));
    expect(audit.detail).toMatchObject({ derived: [compilation.id] });
  });

  it("brings down, on migrating, what was made before from a roast already taken down", async () => {
    const owner = await createUser(server);
    const { db } = server.ctx.database;
    const [source, other, kept] = [
      await insertCompletedRoast(server.ctx, owner.id),
      await insertCompletedRoast(server.ctx, owner.id),
      await insertCompletedRoast(server.ctx, owner.id),
    ];
    // As rows stood before takedowns covered derived roasts: only the source has its row.
    const child = await insertCompletedRoast(server.ctx, owner.id, { parentRoastId: source.id, isPublic: true });
    const compilation = await insertCompletedRoast(server.ctx, owner.id, {
      platform: "compilation",
      compilationOf: [other.id, source.id.toUpperCase()],
      isPublic: true,
    });
    const ofChild = await insertCompletedRoast(server.ctx, owner.id, { platform: "compilation", compilationOf: [child.id, other.id], isPublic: true });
    const unrelated = await insertCompletedRoast(server.ctx, owner.id, { platform: "compilation", compilationOf: [other.id, kept.id], isPublic: true });
    await db.insert(roastTakedowns).values({ roastId: source.id, state: "taken_down", reason: "harassment" });
    await db.insert(roastTakedowns).values({ roastId: child.id, state: "hidden", reason: "reports" });
    for (const id of [child.id, compilation.id, ofChild.id, unrelated.id])
      expect(await shareStatuses(id)).toEqual(id === child.id ? [404, 404, 404, 404] : [200, 200, 200, 200]);

    const migration = await readFile(new URL("../../lib/db/migrations/0011_carry_takedowns_to_derived_roasts.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const rows = await db
      .select()
      .from(roastTakedowns)
      .where(inArray(roastTakedowns.roastId, [child.id, compilation.id, ofChild.id, unrelated.id]));
    expect(Object.fromEntries(rows.map((r) => [r.roastId, [r.state, r.reason]]))).toEqual({
      [child.id]: ["taken_down", "harassment"],
      [compilation.id]: ["taken_down", "harassment"],
      [ofChild.id]: ["taken_down", "harassment"],
    });
    for (const id of [child.id, compilation.id, ofChild.id]) {
      expect(await shareStatuses(id)).toEqual([404, 404, 404, 404]);
      expect(await view(owner, id)).toMatchObject({ takenDown: true, isPublic: false, videoUrl: null });
    }
    expect(await shareStatuses(unrelated.id)).toEqual([200, 200, 200, 200]);
  });
});
