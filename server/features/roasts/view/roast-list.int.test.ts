import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { tables } from "../../../lib/db";
import { toShareSlug } from "../../shared/share-slug";
import { findRoasts } from "./find-roasts";
import { insertCompletedRoast } from "../test-support/fixtures";
import { call, createUser, startTestServer, type TestServer, type TestUser } from "../test-support/roast-test-kit";

const { userRoasts } = tables;

describe("GET /api/roasts, reusing the JSON of unchanged roasts", () => {
  let server: TestServer;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    await server.ctx.queue.stop();
    owner = await createUser(server, { paid: 1 });
  });
  afterAll(() => server?.close());

  const list = async (user: TestUser) => {
    const response = await call(server, user, "/api/roasts");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    return (await response.json()) as { roasts: RoastView[] };
  };

  it("answers what the roasts' views say, newest first, read after read, running roasts with their ETA", async () => {
    const older = await insertCompletedRoast(server.ctx, owner.id, { createdAt: new Date(Date.now() - 60_000), isPublic: true });
    const running = await insertCompletedRoast(server.ctx, owner.id, {
      status: "processing",
      processingStage: "creating_video",
      stageStartedAt: new Date(),
      completedAt: null,
    });
    const first = await list(owner);
    const second = await list(owner);
    expect(first.roasts.map((r) => r.id)).toEqual([running.id, older.id]);
    expect(first.roasts[1].shareUrl).toMatch(new RegExp(`/r/${toShareSlug(older.id)}$`));
    expect(first.roasts[0].etaMs).toBeGreaterThan(0);
    // Compared without the running roast's ETA (and its stage's share), which move with the clock between reads.
    const withoutEta = (roasts: RoastView[]) =>
      roasts.map((r) => ({ ...r, etaMs: r.status === "processing" ? "moving" : r.etaMs, stageEtaMs: r.status === "processing" ? "moving" : r.stageEtaMs }));
    expect(withoutEta(second.roasts)).toEqual(withoutEta(first.roasts));
    expect(withoutEta(second.roasts)).toEqual(withoutEta(await findRoasts(server.ctx, owner.id)));
  });

  it("shows any change to a roast on the next read, even one that leaves updated_at alone", async () => {
    const user = await createUser(server, { paid: 1 });
    const roast = await insertCompletedRoast(server.ctx, user.id);
    const before = (await list(user)).roasts[0];
    expect(before.canReroast).toBe(true);
    // The clean-up of uploads clears source_key with raw SQL and no updated_at: the re-roast goes.
    await server.ctx.database.db.execute(sql`UPDATE user_roasts SET source_key = NULL WHERE id = ${roast.id}`);
    expect((await list(user)).roasts[0].canReroast).toBe(false);
    await server.ctx.database.db.update(userRoasts).set({ script: "A new line." }).where(eq(userRoasts.id, roast.id));
    expect((await list(user)).roasts[0].script).toBe("A new line.");
    await server.ctx.database.db.delete(userRoasts).where(eq(userRoasts.id, roast.id));
    expect((await list(user)).roasts).toEqual([]);
  });

  it("answers an unchanged list of finished roasts from the last answer, and a list with a running roast afresh", async () => {
    const user = await createUser(server, { paid: 1 });
    await insertCompletedRoast(server.ctx, user.id);
    const kept = server.ctx.roastViews.lists.size();
    const first = await list(user);
    expect(server.ctx.roastViews.lists.size()).toBe(kept + 1);
    expect(await list(user)).toEqual(first);
    const running = await insertCompletedRoast(server.ctx, user.id, { status: "pending", completedAt: null });
    expect((await list(user)).roasts.map((r) => r.id)[0]).toBe(running.id);
    expect(server.ctx.roastViews.lists.size()).toBe(kept + 1);
    const etas = [(await list(user)).roasts[0].etaMs, (await list(user)).roasts[0].etaMs];
    expect(etas.every((eta) => typeof eta === "number")).toBe(true);
    // Finished: kept again, with the roast as it ended.
    await server.ctx.database.db.update(userRoasts).set({ status: "failed", errorMessage: "Broken upload" }).where(eq(userRoasts.id, running.id));
    expect((await list(user)).roasts[0]).toMatchObject({ id: running.id, status: "failed", errorMessage: "Broken upload", etaMs: null });
    expect((await list(user)).roasts[0].status).toBe("failed");
  });

  it("gzips a kept list for a client that accepts it, and sends a list with a running roast as it is", async () => {
    const user = await createUser(server, { paid: 1 });
    for (let i = 0; i < 5; i++) await insertCompletedRoast(server.ctx, user.id, { createdAt: new Date(Date.now() - i * 1000) });
    const read = (acceptEncoding: string) => call(server, user, "/api/roasts", { headers: { "accept-encoding": acceptEncoding } });
    const plain = await read("identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    const plainText = await plain.text();
    for (const acceptEncoding of ["gzip, deflate, br", "br;q=1.0, gzip;q=0.8"]) {
      const zipped = await read(acceptEncoding);
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(Number(zipped.headers.get("content-length"))).toBeLessThan(plainText.length / 3);
      // fetch unzips it: the same answer.
      expect(await zipped.text()).toBe(plainText);
    }
    expect((await read("gzip;q=0")).headers.get("content-encoding")).toBeNull();
    await insertCompletedRoast(server.ctx, user.id, { status: "processing", processingStage: "analyzing", stageStartedAt: new Date(), completedAt: null });
    const running = await read("gzip");
    expect(running.headers.get("content-encoding")).toBeNull();
    expect(((await running.json()) as { roasts: RoastView[] }).roasts).toHaveLength(6);
  });

  it("answers 304 to a browser that has the unchanged list, and the list again once anything changed", async () => {
    const [user, other] = [await createUser(server, { paid: 1 }), await createUser(server, { paid: 1 })];
    const roast = await insertCompletedRoast(server.ctx, user.id);
    const read = (who: TestUser, ifNoneMatch?: string) => call(server, who, "/api/roasts", { headers: ifNoneMatch ? { "if-none-match": ifNoneMatch } : {} });
    const first = await read(user);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const firstBody = await first.text();
    const unchanged = await read(user, etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(etag);
    expect(await unchanged.text()).toBe("");
    // Another user sending this user's tag gets their own list, never a 304 for someone else's.
    const stranger = await read(other, etag);
    expect(stranger.status).toBe(200);
    expect(((await stranger.json()) as { roasts: RoastView[] }).roasts).toEqual([]);
    // Any change to a roast is another tag: the list is sent again.
    await server.ctx.database.db.update(userRoasts).set({ script: "Changed after the first read." }).where(eq(userRoasts.id, roast.id));
    const changed = await read(user, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(((await changed.json()) as { roasts: RoastView[] }).roasts[0].script).toBe("Changed after the first read.");
    expect(firstBody).not.toContain("Changed after the first read.");
    // A running roast's ETA moves with the clock: no tag, and an old tag gets the list itself.
    await insertCompletedRoast(server.ctx, user.id, { status: "processing", processingStage: "analyzing", stageStartedAt: new Date(), completedAt: null });
    const running = await read(user, changed.headers.get("etag") ?? "");
    expect(running.status).toBe(200);
    expect(running.headers.get("etag")).toBeNull();
    expect(((await running.json()) as { roasts: RoastView[] }).roasts).toHaveLength(2);
    // Signed out, a tag is no key: 401.
    expect((await fetch(`${server.url}/api/roasts`, { headers: { "if-none-match": etag } })).status).toBe(401);
  });

  it("never answers one user with another's roasts", async () => {
    const [a, b] = [await createUser(server, { paid: 1 }), await createUser(server, { paid: 1 })];
    const mine = await insertCompletedRoast(server.ctx, a.id);
    expect((await list(a)).roasts.map((r) => r.id)).toEqual([mine.id]);
    expect((await list(b)).roasts).toEqual([]);
    // Moved to another owner (as no route does, but a fragment must follow its row's owner).
    await server.ctx.database.db.update(userRoasts).set({ userId: b.id }).where(eq(userRoasts.id, mine.id));
    expect((await list(a)).roasts).toEqual([]);
    expect((await list(b)).roasts.map((r) => r.id)).toEqual([mine.id]);
    expect(server.ctx.roastViews.fragments.size()).toBeGreaterThan(0);
  });
});
