import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { tables } from "../../../lib/db";
import type { StoredDirection } from "../../../lib/db/schema/drafts";
import { consumeRateLimit } from "../../../lib/rate-limit-db";
import { roastKeys } from "../core/roast-row";
import { cleanupRoastMedia } from "../delete/cleanup-roast-media";
import { insertCompletedRoast } from "../test-support/fixtures";
import { balance, call, createUser, sampleImage, startTestServer, type TestServer, type TestUser, waitForRoast } from "../test-support/roast-test-kit";
import { DRAFT_RATE_LIMITS } from "./draft-limits";

interface DraftSetView {
  id: string;
  drafts: Array<{ id: string; text: string; beats: string[]; quoted: string[]; about: string }>;
  paces: string[];
  wordBudget: { min: number; max: number };
}
type Answer = { draftSet: DraftSetView; roast: RoastView; error: string; title: string };

const askDrafts = async (server: TestServer, user: TestUser, image: Buffer, headers: Record<string, string> = {}) => {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "profile.png");
  return call(server, user, "/api/drafts", { method: "POST", body: form, headers });
};
const render = (server: TestServer, user: TestUser, setId: string, body: unknown) =>
  call(server, user, `/api/drafts/${setId}/render`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
const read = async (response: Response) => (await response.json()) as Answer;
/** A JSON POST on a connection used for nothing else (no keep-alive), as the user's browser sends it: the answer's status. */
const postAlone = (server: TestServer, user: TestUser, path: string, body: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    const url = new URL(path, server.url);
    const headers = { "content-type": "application/json", origin: url.origin, cookie: user.cookie };
    const req = request(url, { method: "POST", agent: false, headers }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    req.on("error", reject);
    req.end(body);
  });
const rowOf = async (server: TestServer, roastId: string) =>
  (await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, roastId)))[0];

describe("Direct it: three drafts of an upload, then the chosen one rendered", () => {
  let server: TestServer;
  let owner: TestUser;
  let set: DraftSetView;
  let image: Buffer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "1" });
    owner = await createUser(server, { paid: 1 });
    image = await sampleImage();
  });
  afterAll(() => server?.close());

  it("reads the upload once into three different roasts, each quoting it, and spends nothing", async () => {
    const before = await balance(server, owner);
    const response = await askDrafts(server, owner, image);
    expect(response.status).toBe(201);
    set = (await read(response)).draftSet;
    expect(set.drafts).toHaveLength(3);
    expect(new Set(set.drafts.map((d) => d.text)).size).toBe(3);
    expect(new Set(set.drafts.map((d) => d.id)).size).toBe(3);
    // Another angle each: not three wordings of one line (the room's angles: write-drafts.test.ts).
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ]) {
      const [x, y] = [set.drafts[a], set.drafts[b]];
      expect(x.about !== y.about || x.beats.at(-1) !== y.beats.at(-1)).toBe(true);
    }
    expect(set.drafts.filter((d) => d.quoted.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(set.paces).toEqual(["slower", "normal", "faster"]);
    expect(set.wordBudget).toEqual({ min: 6, max: 26 });
    expect(await balance(server, owner)).toEqual(before);
    const [row] = await server.ctx.database.db.select().from(tables.roastDrafts).where(eq(tables.roastDrafts.id, set.id));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(await server.ctx.storage.exists(row.sourceKey)).toBe(true);
    expect((await call(server, owner, `/api/drafts/${set.id}`)).status).toBe(200);
  });

  it("belongs to its user only: another user's set, an unknown set or draft is not found", async () => {
    const stranger = await createUser(server, { paid: 1 });
    expect((await call(server, stranger, `/api/drafts/${set.id}`)).status).toBe(404);
    const theirs = await render(server, stranger, set.id, { draftId: set.drafts[0].id });
    expect(theirs.status).toBe(404);
    expect((await read(theirs)).error).toBe("Drafts not found");
    expect((await render(server, owner, randomUUID(), { draftId: set.drafts[0].id })).status).toBe(404);
    expect((await render(server, owner, "../../roasts", { draftId: set.drafts[0].id })).status).toBe(404);
    const unknownDraft = await render(server, owner, set.id, { draftId: "nope" });
    expect(unknownDraft.status).toBe(404);
    expect((await read(unknownDraft)).error).toContain("not in this set");
    expect(await balance(server, stranger)).toEqual({ freeRoastsRemaining: 1, paidCredits: 1 });
    expect(await balance(server, owner)).toEqual({ freeRoastsRemaining: 1, paidCredits: 1 });
  });

  it("refuses an edit too long for the clip, an unsafe one and a huge body, each saying why, spending nothing", async () => {
    const draftId = set.drafts[0].id;
    const long = await render(server, owner, set.id, { draftId, text: `${set.drafts[0].text} ${"and then it went on and on ".repeat(4)}` });
    expect(long.status).toBe(400);
    const longText = await read(long);
    expect(longText.error).toMatch(/Your script is \d+ words as spoken; a 26-word limit keeps the video to 6–8 seconds/);
    const unsafe = await render(server, owner, set.id, { draftId, text: "Honestly this whole profile is shit, and every one of your followers knows it." });
    expect(unsafe.status).toBe(400);
    expect((await read(unsafe)).error).toContain('profanity ("shit")');
    // On a connection of its own: the server hangs up on a body it refused unread, and fetch's
    // pooled connection would otherwise carry the next test's request into that hang-up.
    const huge = await postAlone(server, owner, `/api/drafts/${set.id}/render`, JSON.stringify({ draftId, text: "roast ".repeat(40_000) }));
    expect(huge).toBe(413);
    expect(
      (await call(server, owner, `/api/drafts/${set.id}/render`, { method: "POST", body: "{", headers: { "content-type": "application/json" } })).status,
    ).toBe(400);
    expect(await balance(server, owner)).toEqual({ freeRoastsRemaining: 1, paidCredits: 1 });
  });

  it("is rate-limited per user and per address before the upload is read", async () => {
    const busy = await createUser(server, { paid: 1 });
    for (let i = 0; i < DRAFT_RATE_LIMITS.perUser.max; i++) await consumeRateLimit(server.ctx.database.db, `drafts:user:${busy.id}`, DRAFT_RATE_LIMITS.perUser);
    const mine = await askDrafts(server, busy, image);
    expect(mine.status).toBe(429);
    expect(mine.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await read(mine)).error).toContain("many drafts");

    const neighbour = await createUser(server, { paid: 1 });
    const address = "203.0.113.9";
    for (let i = 0; i < DRAFT_RATE_LIMITS.perIp.max; i++) await consumeRateLimit(server.ctx.database.db, `drafts:ip:${address}`, DRAFT_RATE_LIMITS.perIp);
    const theirs = await askDrafts(server, neighbour, image, { "x-forwarded-for": address });
    expect(theirs.status).toBe(429);
    expect((await read(theirs)).error).toContain("from your network");
    // Another address is not held back by that one.
    const rows = await server.ctx.database.db.select().from(tables.roastDrafts).where(eq(tables.roastDrafts.userId, neighbour.id));
    expect(rows).toHaveLength(0);
  });

  it("renders the chosen, edited draft once for a double click, speaking the edit from the kept reading with its quote marked", async () => {
    // A draft that quotes the person's words: its quoted list may open on their numbers said
    // before the words ("128 posts, and '…'"), which are no quote.
    const isQuote = (d: (typeof set.drafts)[number], q: string) => d.text.includes(`'${q}'`);
    const chosen = set.drafts.find((d) => d.quoted.some((q) => isQuote(d, q))) ?? set.drafts[0];
    const quote = chosen.quoted.find((q) => isQuote(chosen, q)) ?? chosen.quoted[0];
    const said = isQuote(chosen, quote) ? `'${quote}'` : quote;
    const edited = `Okay, ${said}. Bold words from someone whose phone autocorrects to sorry every single time.`;
    // The reading the render must use, marked: the engine reading the upload again would not say this.
    const [row] = await server.ctx.database.db.select().from(tables.roastDrafts).where(eq(tables.roastDrafts.id, set.id));
    await server.ctx.database.db
      .update(tables.roastDrafts)
      .set({ analysis: { ...(row.analysis as object), platform: "dating" } })
      .where(eq(tables.roastDrafts.id, set.id));

    const choice = { draftId: chosen.id, text: edited, pace: "slower" };
    const [first, second] = await Promise.all([render(server, owner, set.id, choice), render(server, owner, set.id, choice)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const [a, b] = [await read(first), await read(second)];
    expect(a.roast.id).toBe(b.roast.id);
    expect(await balance(server, owner)).toEqual({ freeRoastsRemaining: 0, paidCredits: 1 });
    const again = await render(server, owner, set.id, { draftId: set.drafts[2].id });
    expect(again.status).toBe(200);
    expect((await read(again)).roast.id).toBe(a.roast.id);

    const { roast } = await waitForRoast(server, owner, a.roast.id, (r) => r.status === "completed" || r.status === "failed");
    expect(roast.status).toBe("completed");
    expect(roast.script).toBe(edited);
    expect(roast.platform).toBe("dating");
    const stored = await rowOf(server, roast.id);
    const direction = stored.direction as StoredDirection;
    expect(direction).toMatchObject({ draftSetId: set.id, draftId: chosen.id, edited: true, pace: "slower" });
    const targets = direction.script.targets as Array<{ kind: string; text: string; wordStart: number }>;
    expect(targets.some((t) => t.kind === "quote" && t.wordStart === 1)).toBe(true);
    // What the portrait renders from: the edited words, and the quote's mark on screen while they are said.
    const kept = JSON.parse((await server.ctx.storage.get(`${roastKeys.work(roast.id)}render-plan.json`)).toString("utf8"));
    expect(kept.script.text).toBe(edited);
    expect(kept.renderPlan.marks.length).toBeGreaterThan(0);
    // The slower pace, as far as the clip allows: the voice ends no later than the longest take (stages/voice/pace-voice.ts).
    expect(Math.max(...kept.voice.words.map((w: { endMs: number }) => w.endMs))).toBeLessThanOrEqual(6201);
    expect((await call(server, owner, `/api/drafts/${set.id}`)).status).toBe(200);
  });

  it("keeps the chosen script and pace for a re-roast, from the same reading", async () => {
    await server.ctx.queue.stop();
    const direction: StoredDirection = {
      draftSetId: set.id,
      draftId: set.drafts[1].id,
      script: { text: set.drafts[1].text, beats: set.drafts[1].beats, quoted: set.drafts[1].quoted },
      edited: false,
      pace: "faster",
      uploadedAt: new Date().toISOString(),
    };
    const parent = await insertCompletedRoast(server.ctx, owner.id, { direction });
    await server.ctx.storage.put(roastKeys.reading(parent.id), Buffer.from('{"platform":"dating"}'), "application/json");
    const response = await call(server, owner, `/api/roasts/${parent.id}/reroast`, { method: "POST" });
    expect(response.status).toBe(201);
    const child = await rowOf(server, (await read(response)).roast.id);
    expect(child.direction).toEqual(direction);
    expect((await server.ctx.storage.get(roastKeys.reading(child.id))).toString()).toBe('{"platform":"dating"}');
  });

  it("is gone once the upload's 24 hours are over: no render, and the clean-up deletes it and its upload", async () => {
    const late = await createUser(server, { paid: 1 });
    const response = await askDrafts(server, late, image);
    expect(response.status).toBe(201);
    const lateSet = (await read(response)).draftSet;
    const past = new Date(Date.now() - 1000);
    await server.ctx.database.db.update(tables.roastDrafts).set({ expiresAt: past }).where(eq(tables.roastDrafts.id, lateSet.id));
    const refused = await render(server, late, lateSet.id, { draftId: lateSet.drafts[0].id });
    expect(refused.status).toBe(404);
    expect((await read(refused)).error).toContain("expired");
    expect(await balance(server, late)).toEqual({ freeRoastsRemaining: 1, paidCredits: 1 });
    const [row] = await server.ctx.database.db.select().from(tables.roastDrafts).where(eq(tables.roastDrafts.id, lateSet.id));
    const result = await cleanupRoastMedia(server.ctx);
    expect(result.draftSetsExpired).toBeGreaterThanOrEqual(1);
    expect(await server.ctx.storage.exists(row.sourceKey)).toBe(false);
    expect(await server.ctx.database.db.select().from(tables.roastDrafts).where(eq(tables.roastDrafts.id, lateSet.id))).toHaveLength(0);
  });
});
