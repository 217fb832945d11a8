import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { tables } from "../../../lib/db";
import type { StoredDirection } from "../../../lib/db/schema/drafts";
import { roastKeys } from "../core/roast-row";
import { balance, call, createUser, sampleImage, startTestServer, type TestServer, type TestUser, waitForRoast } from "../test-support/roast-test-kit";
import { postAnsweredEarly } from "../test-support/post-answered-early";
import { REWRITE_RATE_LIMIT } from "./draft-limits";

interface DraftSetView {
  id: string;
  intensity: string;
  intensities: string[];
  captionStyles: string[];
  drafts: Array<{ id: string; text: string; quoted: string[] }>;
}
type Answer = { draftSet: DraftSetView; roast: RoastView; error: string };

const askDrafts = (server: TestServer, user: TestUser, image: Buffer, intensity?: string) => {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "profile.png");
  if (intensity !== undefined) form.append("intensity", intensity);
  return call(server, user, "/api/drafts", { method: "POST", body: form });
};
const post = (server: TestServer, user: TestUser, path: string, body: unknown) =>
  call(server, user, path, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json" } });
const rewrite = (server: TestServer, user: TestUser, setId: string, body: unknown) => post(server, user, `/api/drafts/${setId}/rewrite`, body);
const read = async (response: Response) => (await response.json()) as Answer;
const rowOf = async (server: TestServer, roastId: string) =>
  (await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, roastId)))[0];
const texts = (set: DraftSetView) => set.drafts.map((d) => d.text);

describe("Direct it at mild, medium or spicy", () => {
  let server: TestServer;
  let owner: TestUser;
  let image: Buffer;
  let medium: DraftSetView;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await createUser(server, { paid: 3 });
    image = await sampleImage();
  });
  afterAll(() => server?.close());

  it("drafts at the level asked for (medium unless told), refuses an unknown one, spends nothing", async () => {
    const before = await balance(server, owner);
    const refused = await askDrafts(server, owner, image, "nuclear");
    expect(refused.status).toBe(400);
    expect((await read(refused)).error).toBe("Please choose an intensity: Mild, Medium, Spicy");
    const response = await askDrafts(server, owner, image);
    expect(response.status).toBe(201);
    medium = (await read(response)).draftSet;
    expect(medium.intensity).toBe("medium");
    expect(medium.intensities).toEqual(["mild", "medium", "spicy"]);
    expect(medium.captionStyles).toEqual(["bold", "plate", "pop"]);
    const spicy = await askDrafts(server, owner, image, "spicy");
    expect(spicy.status).toBe(201);
    const spicySet = (await read(spicy)).draftSet;
    expect(spicySet.intensity).toBe("spicy");
    expect(new Set(texts(spicySet)).size).toBe(3);
    expect(await balance(server, owner)).toEqual(before);
  });

  it("rewrites a set at another level from its kept reading: three new distinct drafts, back again the same, nothing spent", async () => {
    const before = await balance(server, owner);
    // Written from the kept reading, which a rewrite leaves as it was.
    const [row] = await server.ctx.database.db.select().from(tables.roastDrafts).where(eq(tables.roastDrafts.id, medium.id));
    const response = await rewrite(server, owner, medium.id, { intensity: "spicy" });
    expect(response.status).toBe(200);
    const spicy = (await read(response)).draftSet;
    expect(spicy.id).toBe(medium.id);
    expect(spicy.intensity).toBe("spicy");
    expect(new Set(texts(spicy)).size).toBe(3);
    expect(texts(spicy)).not.toEqual(texts(medium));
    expect(texts(spicy)[0]).not.toBe(texts(medium)[0]);
    const mild = (await read(await rewrite(server, owner, medium.id, { intensity: "mild" }))).draftSet;
    expect(new Set([texts(mild)[0], texts(spicy)[0], texts(medium)[0]]).size).toBe(3);
    const back = (await read(await rewrite(server, owner, medium.id, { intensity: "medium" }))).draftSet;
    expect(texts(back)).toEqual(texts(medium));
    const [after] = await server.ctx.database.db.select().from(tables.roastDrafts).where(eq(tables.roastDrafts.id, medium.id));
    expect(after.analysis).toEqual(row.analysis);
    expect(after.intensity).toBe("medium");
    expect(await balance(server, owner)).toEqual(before);
  });

  it("rewrites only its owner's set, refusing an unknown level, an expired set and a huge body", async () => {
    const stranger = await createUser(server, { paid: 1 });
    const theirs = await rewrite(server, stranger, medium.id, { intensity: "spicy" });
    expect(theirs.status).toBe(404);
    expect((await read(theirs)).error).toBe("Drafts not found");
    for (const body of [{ intensity: "extra hot" }, {}, "{"]) {
      const bad = await rewrite(server, owner, medium.id, body);
      expect(bad.status).toBe(400);
      expect((await read(bad)).error).toBe("Please choose an intensity: Mild, Medium, Spicy");
    }
    const huge = Buffer.from(JSON.stringify({ intensity: "spicy", pad: "x".repeat(300_000) }));
    const headers = { cookie: owner.cookie, origin: server.url, "content-type": "application/json", "content-length": String(huge.length) };
    expect((await postAnsweredEarly(`${server.url}/api/drafts/${medium.id}/rewrite`, headers, huge)).status).toBe(413);
    const late = await createUser(server, { paid: 1 });
    const lateSet = (await read(await askDrafts(server, late, image))).draftSet;
    await server.ctx.database.db
      .update(tables.roastDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.roastDrafts.id, lateSet.id));
    const expired = await rewrite(server, late, lateSet.id, { intensity: "mild" });
    expect(expired.status).toBe(404);
    expect((await read(expired)).error).toBe("These drafts have expired: an upload is kept 24 hours. Please upload the picture again.");
    const [unchanged] = await server.ctx.database.db.select().from(tables.roastDrafts).where(eq(tables.roastDrafts.id, medium.id));
    expect(unchanged.intensity).toBe("medium");
  });

  it("is rate-limited per user", async () => {
    const eager = await createUser(server, { paid: 1 });
    const set = (await read(await askDrafts(server, eager, image))).draftSet;
    const levels = ["mild", "medium", "spicy"];
    for (let i = 0; i < REWRITE_RATE_LIMIT.max; i++) expect((await rewrite(server, eager, set.id, { intensity: levels[i % 3] })).status).toBe(200);
    const over = await rewrite(server, eager, set.id, { intensity: "spicy" });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await read(over)).error).toContain("rewritten these drafts many times");
    // Another user is not held back by that one.
    expect((await rewrite(server, owner, medium.id, { intensity: "medium" })).status).toBe(200);
  });

  it("renders with the level and caption style chosen, and a retry and a re-roast keep both", async () => {
    const spicy = (await read(await rewrite(server, owner, medium.id, { intensity: "spicy" }))).draftSet;
    const badStyle = await post(server, owner, `/api/drafts/${spicy.id}/render`, { draftId: spicy.drafts[1].id, captionStyle: "comic sans" });
    expect(badStyle.status).toBe(400);
    expect((await read(badStyle)).error).toContain("caption style");
    const badLevel = await post(server, owner, `/api/drafts/${spicy.id}/render`, { draftId: spicy.drafts[1].id, intensity: "volcanic" });
    expect(badLevel.status).toBe(400);
    const response = await post(server, owner, `/api/drafts/${spicy.id}/render`, { draftId: spicy.drafts[1].id, captionStyle: "pop", pace: "faster" });
    expect(response.status).toBe(201);
    const made = (await read(response)).roast;
    const done = (await waitForRoast(server, owner, made.id, (r) => r.status === "completed" || r.status === "failed")).roast;
    expect(done.status).toBe("completed");
    expect(done.script).toBe(spicy.drafts[1].text);
    const expected = { draftId: spicy.drafts[1].id, intensity: "spicy", captionStyle: "pop", pace: "faster" };
    const first = await rowOf(server, made.id);
    expect(first.direction).toMatchObject(expected);
    expect(first.captionStyle).toBe("pop");
    const planOf = async (id: string) => JSON.parse((await server.ctx.storage.get(`${roastKeys.work(id)}render-plan.json`)).toString("utf8"));
    expect((await planOf(made.id)).renderPlan.captionStyle).toBe("pop");

    // A retry runs the same row again: the same settings, the same words.
    await server.ctx.database.db.update(tables.userRoasts).set({ status: "failed" }).where(eq(tables.userRoasts.id, made.id));
    const retried = await call(server, owner, `/api/roasts/${made.id}/retry`, { method: "POST" });
    expect(retried.status).toBe(200);
    const again = (await waitForRoast(server, owner, made.id, (r) => r.status === "completed" || r.status === "failed")).roast;
    expect(again.status).toBe("completed");
    expect(again.script).toBe(spicy.drafts[1].text);
    expect((await rowOf(server, made.id)).direction).toEqual(first.direction);
    expect((await planOf(made.id)).renderPlan.captionStyle).toBe("pop");

    const reroasted = await call(server, owner, `/api/roasts/${made.id}/reroast`, { method: "POST" });
    expect(reroasted.status).toBe(201);
    const child = await rowOf(server, (await read(reroasted)).roast.id);
    expect(child.direction as StoredDirection).toEqual(first.direction);
    expect(child.captionStyle).toBe("pop");
  });
});
