import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../../lib/db";
import { COMPILATION_LIMITS } from "./merge-limits";
import { insertCompletedRoast } from "../test-support/fixtures";
import { call, createUser, startTestServer, type TestServer, type TestUser } from "../test-support/roast-test-kit";

describe("compilation limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // Compilations stay in progress: nothing renders them.
    await server.ctx.queue.stop();
  });
  afterAll(() => server?.close());

  async function finishedRoasts(user: TestUser, count: number) {
    const rows = [];
    for (let i = 0; i < count; i++) rows.push(await insertCompletedRoast(server.ctx, user.id));
    return rows.map((r) => r.id);
  }
  const merge = (user: TestUser, roastIds: string[]) => call(server, user, "/api/roasts/merge", { method: "POST", json: { roastIds } });
  const compilationsOf = (user: TestUser) =>
    server.ctx.database.db
      .select()
      .from(tables.userRoasts)
      .where(and(eq(tables.userRoasts.userId, user.id), eq(tables.userRoasts.platform, "compilation")));
  const finishCompilations = (user: TestUser) =>
    server.ctx.database.db
      .update(tables.userRoasts)
      .set({ status: "completed" })
      .where(and(eq(tables.userRoasts.userId, user.id), eq(tables.userRoasts.platform, "compilation")));

  it("refuses more clips than a compilation holds, with a message the studio shows", async () => {
    const user = await createUser(server);
    const ids = await finishedRoasts(user, COMPILATION_LIMITS.maxClips + 2);
    const refused = await merge(user, ids);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      title: "Too many videos",
      error: `Please select at most ${COMPILATION_LIMITS.maxClips} videos for one compilation`,
    });
    expect((await merge(user, ids.slice(0, COMPILATION_LIMITS.maxClips))).status).toBe(201);
  });

  it("starts only the allowed number of 30 compilations sent at once", async () => {
    const user = await createUser(server);
    const ids = await finishedRoasts(user, COMPILATION_LIMITS.maxClips);
    const responses = await Promise.all(Array.from({ length: 30 }, () => merge(user, ids)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(COMPILATION_LIMITS.maxInProgress);
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Array<{ title?: string }>;
    const titles = new Set(bodies.filter((_, i) => statuses[i] !== 201).map((b) => b.title));
    expect([...titles].every((t) => t === "Compilation in progress" || t === "Too many compilations")).toBe(true);
    expect(await compilationsOf(user)).toHaveLength(COMPILATION_LIMITS.maxInProgress);
  });

  it("allows a new compilation once one in progress finishes, up to the per-minute limit", async () => {
    const user = await createUser(server);
    const ids = await finishedRoasts(user, 2);
    for (let i = 0; i < COMPILATION_LIMITS.perMinute.max; i++) {
      expect((await merge(user, ids)).status).toBe(201);
      await finishCompilations(user);
    }
    const limited = await merge(user, ids);
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { title: string; details: { retryAfterSeconds: number } };
    expect(body.title).toBe("Too many compilations");
    expect(body.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.details.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("stops at the daily limit, deleted compilations included", async () => {
    const user = await createUser(server);
    const ids = await finishedRoasts(user, 2);
    // The day's earlier compilations, started (and since deleted) a few hours ago.
    await server.ctx.database.db.insert(tables.rateLimit).values({
      id: randomUUID(),
      key: `compilation-day:${user.id}`,
      count: COMPILATION_LIMITS.perDay.max,
      lastRequest: Date.now() - 3 * 3_600_000,
    });
    const limited = await merge(user, ids);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ title: "Too many compilations", error: expect.stringContaining("a day") });
    expect(await compilationsOf(user)).toEqual([]);
  });
});
