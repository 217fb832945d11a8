import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../common/roast";
import { tables } from "../../lib/db";
import { toShareSlug } from "../shared/share-slug";
import { cleanupRoastMedia } from "./delete/cleanup-roast-media";
import { roastKeys } from "./core/roast-row";
import { insertCompletedRoast, smallPng } from "./test-support/fixtures";
import { balance, call, createUser, startTestServer, type TestServer, type TestUser, upload } from "./test-support/roast-test-kit";

describe("who may see and do what", () => {
  let server: TestServer;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    await server.ctx.queue.stop();
    owner = await createUser(server, { paid: 1 });
    stranger = await createUser(server, { paid: 1 });
  });
  afterAll(() => server?.close());

  it("answers 401 without a session and 404 for another user's roast, its media, share and compilation", async () => {
    const roast = await insertCompletedRoast(server.ctx, owner.id);
    const mine = await insertCompletedRoast(server.ctx, stranger.id);
    expect((await call(server, null, "/api/roasts")).status).toBe(401);
    const attempts: Array<[string, RequestInit & { json?: unknown }]> = [
      [`/api/roasts/${roast.id}`, {}],
      [`/api/roasts/${roast.id}`, { method: "DELETE" }],
      [`/api/roasts/${roast.id}/reframe`, { method: "POST" }],
      [`/api/reframe/${roast.id}`, {}],
      [`/api/roasts/${roast.id}/reroast`, { method: "POST" }],
      [`/api/roasts/${roast.id}/share`, { method: "POST", json: { public: true } }],
      ["/api/roasts/merge", { method: "POST", json: { roastIds: [mine.id, roast.id] } }],
      ["/api/roasts/not-a-uuid", {}],
    ];
    for (const [path, init] of attempts) {
      const response = await call(server, stranger, path, init);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      await response.body?.cancel();
    }
    const list = (await (await call(server, stranger, "/api/roasts")).json()) as { roasts: RoastView[] };
    expect(list.roasts.map((r) => r.id)).toEqual([mine.id]);
    // The owner's signed link works; the same link with a forged signature does not.
    const { roast: view } = (await (await call(server, owner, `/api/roasts/${roast.id}`)).json()) as { roast: RoastView };
    expect((await fetch(view.videoUrl!, { method: "HEAD" })).status).toBe(200);
    const forged = new URL(view.videoUrl!);
    forged.searchParams.set("sig", "A".repeat(forged.searchParams.get("sig")!.length));
    expect((await fetch(forged, { method: "HEAD" })).status).toBe(403);
    expect((await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, roast.id))).length).toBe(1);
  });

  it("compiles 2 or more of the user's finished roasts, free of charge", async () => {
    const user = await createUser(server, { paid: 1 });
    const [a, b] = [await insertCompletedRoast(server.ctx, user.id), await insertCompletedRoast(server.ctx, user.id)];
    const one = await call(server, user, "/api/roasts/merge", { method: "POST", json: { roastIds: [a.id] } });
    expect(one.status).toBe(400);
    expect(await one.json()).toMatchObject({ title: "Not enough videos", error: "Please select at least 2 videos to create a compilation" });
    const pending = (await (await upload(server, user, await smallPng())).json()) as { roast: RoastView };
    const notReady = await call(server, user, "/api/roasts/merge", { method: "POST", json: { roastIds: [a.id, pending.roast.id] } });
    expect(notReady.status).toBe(400);
    await notReady.body?.cancel();
    const before = await balance(server, user);
    const merged = await call(server, user, "/api/roasts/merge", { method: "POST", json: { roastIds: [b.id, a.id] } });
    expect(merged.status).toBe(201);
    const { roast } = (await merged.json()) as { roast: RoastView };
    expect(roast).toMatchObject({ platform: "compilation", status: "pending", compilationOf: [b.id, a.id], isFreeRoast: false });
    expect(await balance(server, user)).toEqual(before);
  });

  it("publishes a finished roast at /r/<slug> with preview tags, and takes it down again", async () => {
    const roast = await insertCompletedRoast(server.ctx, owner.id, { platform: "linkedin", script: 'Thought "leader" <b>' });
    const slug = toShareSlug(roast.id);
    expect((await call(server, null, `/r/${slug}`)).status).toBe(404);
    const shared = await call(server, owner, `/api/roasts/${roast.id}/share`, { method: "POST", json: { public: true } });
    expect(await shared.json()).toEqual({ isPublic: true, shareUrl: `${server.url}/r/${slug}` });
    const page = await call(server, null, `/r/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<meta property="og:video" content="http[^"]+landscape\.mp4[^"]*"/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+poster\.jpg[^"]*"/);
    expect(html).toContain('<meta name="twitter:card" content="player" />');
    expect(html).toContain("Thought &quot;leader&quot; &lt;b&gt;");
    const embed = await call(server, null, `/r/${slug}/embed`);
    expect(embed.headers.get("content-security-policy")).toContain("frame-ancestors *");
    await embed.body?.cancel();
    expect(await (await call(server, null, `/api/share/${slug}`)).json()).toMatchObject({ platform: "linkedin", title: "LinkedIn roast on RoastReel" });
    await call(server, owner, `/api/roasts/${roast.id}/share`, { method: "POST", json: { public: false } });
    expect((await call(server, null, `/r/${slug}`)).status).toBe(404);
    expect((await call(server, null, `/api/share/${slug}`)).status).toBe(404);
    const pending = (await (await upload(server, owner, await smallPng())).json()) as { roast: RoastView };
    expect((await call(server, owner, `/api/roasts/${pending.roast.id}/share`, { method: "POST", json: { public: true } })).status).toBe(409);
  });

  it("re-roasts a paid roast once for free, never a free roast", async () => {
    const user = await createUser(server, { paid: 1 });
    const paid = await insertCompletedRoast(server.ctx, user.id);
    const free = await insertCompletedRoast(server.ctx, user.id, { creditKind: "free", isFreeRoast: true, tier: "free" });
    const before = await balance(server, user);
    const { roast: view } = (await (await call(server, user, `/api/roasts/${paid.id}`)).json()) as { roast: RoastView };
    expect(view.canReroast).toBe(true);
    const again = await call(server, user, `/api/roasts/${paid.id}/reroast`, { method: "POST" });
    expect(again.status).toBe(201);
    const { roast } = (await again.json()) as { roast: RoastView };
    expect(roast.status).toBe("pending");
    expect(await balance(server, user)).toEqual(before);
    const [row] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, roast.id));
    expect(row).toMatchObject({ parentRoastId: paid.id, sourceKey: roastKeys.source(roast.id), creditKind: "paid", isFreeRoast: false });
    const twice = await call(server, user, `/api/roasts/${paid.id}/reroast`, { method: "POST" });
    expect(twice.status).toBe(409);
    await twice.body?.cancel();
    expect((await call(server, user, `/api/roasts/${free.id}/reroast`, { method: "POST" })).status).toBe(409);
    // No credit moves for a re-roast, so none can be refunded into existence.
    const ledger = await server.ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, user.id));
    expect(ledger.filter((row) => row.reason !== "welcome" && row.reason !== "purchase")).toEqual([]);
    expect(await balance(server, user)).toEqual(before);
  });

  it("deletes a roast with its files", async () => {
    const roast = await insertCompletedRoast(server.ctx, owner.id);
    expect(await server.ctx.storage.exists(roast.landscapeKey!)).toBe(true);
    expect(await (await call(server, owner, `/api/roasts/${roast.id}`, { method: "DELETE" })).json()).toEqual({ success: true });
    expect(await server.ctx.storage.exists(roast.landscapeKey!)).toBe(false);
    expect((await call(server, owner, `/api/roasts/${roast.id}`)).status).toBe(404);
  });

  it("streams the user's roast changes as server-sent events", async () => {
    const user = await createUser(server);
    const controller = new AbortController();
    const stream = await call(server, user, "/api/roasts/events", { signal: controller.signal });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body!.getReader();
    let text = "";
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${pattern}`);
        text += new TextDecoder().decode(value);
      }
    };
    await readUntil(/event: ready/);
    const { roast } = (await (await upload(server, user, await smallPng())).json()) as { roast: RoastView };
    await upload(server, stranger, await smallPng());
    await readUntil(new RegExp(`"roastId":"${roast.id}"`));
    expect(text).toMatch(/event: roast\ndata: \{[^\n]*"status":"pending"/);
    expect(text).not.toContain(stranger.id);
    controller.abort();
    await reader.cancel().catch(() => {});
  });

  it("deletes uploads after 24 hours and expired roasts with their media", async () => {
    const day = 86_400_000;
    const old = await insertCompletedRoast(server.ctx, owner.id, { createdAt: new Date(Date.now() - day - 60_000) });
    await server.ctx.storage.put(`${roastKeys.work(old.id)}voice.wav`, Buffer.from("RIFF"), "audio/wav");
    const fresh = await insertCompletedRoast(server.ctx, owner.id);
    const expired = await insertCompletedRoast(server.ctx, owner.id, { expiresAt: new Date(Date.now() - 1000) });
    const result = await cleanupRoastMedia(server.ctx);
    expect(result.uploadsDeleted).toBeGreaterThanOrEqual(1);
    expect(await server.ctx.storage.exists(old.sourceKey!)).toBe(false);
    expect(await server.ctx.storage.exists(`${roastKeys.work(old.id)}voice.wav`)).toBe(false);
    expect(await server.ctx.storage.exists(old.landscapeKey!)).toBe(true);
    const [oldRow] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, old.id));
    expect(oldRow.sourceKey).toBeNull();
    expect(await server.ctx.storage.exists(fresh.sourceKey!)).toBe(true);
    expect(await server.ctx.storage.exists(expired.landscapeKey!)).toBe(false);
    expect(await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, expired.id))).toEqual([]);
  });
});
