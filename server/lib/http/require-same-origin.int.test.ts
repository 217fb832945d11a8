import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginFetch } from "../../../tests/support/test-server";
import { insertCompletedRoast, smallPng } from "../../features/roasts/test-support/fixtures";
import { createUser, startTestServer, type TestServer, type TestUser } from "../../features/roasts/test-support/roast-test-kit";
import { tables } from "../db";

const EVIL = "http://evil.example";
const TRUSTED = "https://www.roastreel.example";

describe("state-changing requests from another site", () => {
  let server: TestServer;
  let user: TestUser;
  const readRoast = async (id: string) => (await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, id)))[0];

  beforeAll(async () => {
    server = await startTestServer({ TRUSTED_ORIGINS: TRUSTED });
    await server.ctx.queue.stop();
    user = await createUser(server, { paid: 1 });
  });
  afterAll(() => server?.close());

  it("refuses a share toggle and a delete sent with a foreign Origin, and changes nothing", async () => {
    const roast = await insertCompletedRoast(server.ctx, user.id);
    const headers = { origin: EVIL };
    const share = await sameOriginFetch(server, `/api/roasts/${roast.id}/share`, { cookie: user.cookie, json: { public: true }, headers });
    expect(share.status).toBe(403);
    expect(await share.json()).toMatchObject({ code: "FORBIDDEN", title: "Request blocked" });
    const remove = await sameOriginFetch(server, `/api/roasts/${roast.id}`, { method: "DELETE", cookie: user.cookie, headers });
    expect(remove.status).toBe(403);
    await remove.body?.cancel();
    expect(await readRoast(roast.id)).toMatchObject({ isPublic: false, status: "completed" });
  });

  it("refuses a text/plain or form body even from our own page, as a cross-site form could send one", async () => {
    const roast = await insertCompletedRoast(server.ctx, user.id);
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const response = await sameOriginFetch(server, `/api/roasts/${roast.id}/share`, {
        method: "POST",
        cookie: user.cookie,
        headers: { "content-type": type },
        body: JSON.stringify({ public: true }),
      });
      expect({ type, status: response.status }).toEqual({ type, status: 415 });
      await response.body?.cancel();
    }
    const noType = await fetch(new URL(`/api/roasts/${roast.id}/share`, server.url), {
      method: "POST",
      headers: { cookie: user.cookie, origin: server.url },
      body: new Blob([JSON.stringify({ public: true })]),
    });
    expect(noType.status).toBe(415);
    await noType.body?.cancel();
    expect((await readRoast(roast.id)).isPublic).toBe(false);
  });

  it("refuses a request with neither Origin nor Referer, and one from an opaque (null) origin", async () => {
    const roast = await insertCompletedRoast(server.ctx, user.id);
    const bare = await fetch(new URL(`/api/roasts/${roast.id}`, server.url), { method: "DELETE", headers: { cookie: user.cookie } });
    expect(bare.status).toBe(403);
    await bare.body?.cancel();
    const sandboxed = await sameOriginFetch(server, `/api/roasts/${roast.id}`, { method: "DELETE", cookie: user.cookie, headers: { origin: "null" } });
    expect(sandboxed.status).toBe(403);
    await sandboxed.body?.cancel();
    const foreignReferer = await fetch(new URL(`/api/roasts/${roast.id}`, server.url), {
      method: "DELETE",
      headers: { cookie: user.cookie, referer: `${EVIL}/${server.url}/` },
    });
    expect(foreignReferer.status).toBe(403);
    await foreignReferer.body?.cancel();
    expect(await readRoast(roast.id)).toBeDefined();
  });

  it("accepts our own page (by Origin, or by Referer when an old browser sends no Origin) and TRUSTED_ORIGINS", async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => insertCompletedRoast(server.ctx, user.id)));
    const shared = await sameOriginFetch(server, `/api/roasts/${a.id}/share`, { cookie: user.cookie, json: { public: true } });
    expect(shared.status).toBe(200);
    expect((await readRoast(a.id)).isPublic).toBe(true);
    const byReferer = await fetch(new URL(`/api/roasts/${b.id}`, server.url), {
      method: "DELETE",
      headers: { cookie: user.cookie, referer: `${server.url}/account` },
    });
    expect(await byReferer.json()).toEqual({ success: true });
    const trusted = await sameOriginFetch(server, `/api/roasts/${c.id}`, { method: "DELETE", cookie: user.cookie, headers: { origin: TRUSTED } });
    expect(await trusted.json()).toEqual({ success: true });
  });

  it("still takes a multipart upload from our page, and reads stay open to anyone", async () => {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(await smallPng())], { type: "image/png" }), "profile.png");
    const uploaded = await sameOriginFetch(server, "/api/roasts", { method: "POST", cookie: user.cookie, body: form });
    expect(uploaded.status).toBe(201);
    await uploaded.body?.cancel();
    const foreignUpload = await sameOriginFetch(server, "/api/roasts", { method: "POST", cookie: user.cookie, body: form, headers: { origin: EVIL } });
    expect(foreignUpload.status).toBe(403);
    await foreignUpload.body?.cancel();
    const read = await fetch(new URL("/api/roasts", server.url), { headers: { cookie: user.cookie, origin: EVIL } });
    expect(read.status).toBe(200);
    await read.body?.cancel();
  });

  it("leaves provider webhooks to their signature check", async () => {
    const response = await fetch(new URL("/api/billing/webhooks/local", server.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ forged: true }),
    });
    expect(response.status).not.toBe(403);
    expect(response.status).toBeGreaterThanOrEqual(400);
    await response.body?.cancel();
  });
});
