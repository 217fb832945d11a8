import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, type RoastView } from "../../../../common/roast";
import { queryRows, tables } from "../../../lib/db";
import type { ImageModerator, ModerationVerdict } from "../../../roast-engine/stages/moderate";
import { cleanupRoastMedia } from "../delete/cleanup-roast-media";
import { roastKeys } from "../core/roast-row";
import { postAnsweredEarly } from "../test-support/post-answered-early";
import { uploadBattle } from "../test-support/battle-upload";
import { insertCompletedRoast, smallPng } from "../test-support/fixtures";
import { balance, call, createUser, sampleImage, startTestServer, type TestServer, waitForRoast } from "../test-support/roast-test-kit";

type Answer = { roast: RoastView; title?: string; error?: string; code?: string };

const roastsOf = (server: TestServer, userId: string) => server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.userId, userId));
const rowOf = async (server: TestServer, id: string) => (await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, id)))[0];

/** Every file under the server's local storage (DATA_DIR/files), relative to it. */
async function storedFiles(server: TestServer): Promise<string[]> {
  const root = path.join(server.dataDir, "files");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

let answerFor: (image: Buffer, index: number) => ModerationVerdict = () => ({ decision: "allow" });
let judged = 0;
const moderator: ImageModerator = {
  ready: Promise.resolve(),
  moderate: async (image) => answerFor(image, judged++),
};
const EXPLICIT: ModerationVerdict = { decision: "refuse", reason: "explicit", scores: { Drawing: 0, Hentai: 0.05, Neutral: 0.03, Porn: 0.9, Sexy: 0.02 } };
const BORDERLINE: ModerationVerdict = { decision: "safe", reason: "suggestive", scores: { Drawing: 0, Hentai: 0, Neutral: 0.3, Porn: 0.05, Sexy: 0.65 } };

describe("making a battle through HTTP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { moderation: moderator });
    // Nothing here renders: created battles stay pending.
    await server.ctx.queue.stop();
  });
  afterAll(() => server?.close());

  it("spends one credit on two uploads, keeps both, and makes one battle of a double submit", async () => {
    answerFor = () => ({ decision: "allow" });
    const user = await createUser(server, { paid: 2 });
    const images: [Buffer, Buffer] = [await smallPng("#112233"), await smallPng("#445566")];
    const key = { "idempotency-key": "battle-key-0123456789" };
    const [first, again] = await Promise.all([uploadBattle(server, user, images, key), uploadBattle(server, user, images, key)]);
    const created = (await first.json()) as Answer;
    expect([first.status, again.status].sort()).toEqual([201, 201]);
    expect(((await again.json()) as Answer).roast.id).toBe(created.roast.id);
    expect(created.roast).toMatchObject({ kind: "battle", battle: null, status: "pending" });
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 2 });
    const row = await rowOf(server, created.roast.id);
    expect(row).toMatchObject({ kind: "battle", creditKind: "free", isFreeRoast: true, battle: { safe: [false, false] } });
    expect(row.sourceKey).toBe(roastKeys.source(row.id));
    expect(row.secondSourceKey).toBe(roastKeys.secondSource(row.id));
    // Both stored as the normalised JPEG, not the PNG that was sent.
    for (const key of [row.sourceKey!, row.secondSourceKey!]) expect((await server.ctx.storage.get(key)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await roastsOf(server, user.id)).toHaveLength(1);
    const ledger = await server.ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, user.id));
    expect(ledger.filter((l) => l.dedupeKey === `roast:${row.id}`)).toHaveLength(1);
  });

  it("answers a missing second image with the spec's 400, spending nothing", async () => {
    const user = await createUser(server);
    const response = await uploadBattle(server, user, [await smallPng(), null]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ title: "Missing information", error: "Please upload a second image for the battle" });
    const none = await uploadBattle(server, user, [null, null]);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ title: "Missing information", error: "Please upload an image" });
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 0 });
    expect(await roastsOf(server, user.id)).toHaveLength(0);
  });

  it("refuses a second image that is not an image, with the single upload's words", async () => {
    const user = await createUser(server);
    const response = await uploadBattle(server, user, [await smallPng(), Buffer.from("%PDF-1.7\n")]);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ title: "Invalid file type", error: "Please upload a JPG or PNG image" });
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 0 });
  });

  it("refuses the whole battle when either upload is explicit, spending and keeping nothing", async () => {
    const user = await createUser(server, { paid: 1 });
    const before = await storedFiles(server);
    judged = 0;
    answerFor = (_image, index) => (index === 1 ? EXPLICIT : { decision: "allow" });
    const response = await uploadBattle(server, user, [await smallPng("#010203"), await smallPng("#040506")]);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ title: "This image can't be roasted", details: { reason: "explicit" } });
    expect(judged).toBe(2);
    expect(await storedFiles(server)).toEqual(before);
    expect(await roastsOf(server, user.id)).toHaveLength(0);
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 1 });
  });

  it("keeps which side was borderline, so that side is roasted safely", async () => {
    const user = await createUser(server);
    judged = 0;
    answerFor = (_image, index) => (index === 0 ? BORDERLINE : { decision: "allow" });
    const response = await uploadBattle(server, user, [await smallPng("#0a0b0c"), await smallPng("#0d0e0f")]);
    expect(response.status).toBe(201);
    const { roast } = (await response.json()) as Answer;
    expect((await rowOf(server, roast.id)).battle).toEqual({ safe: [true, false] });
    answerFor = () => ({ decision: "allow" });
  });

  it("refuses a request from another origin, and a body over two images' limit as it streams in", async () => {
    const user = await createUser(server, { paid: 1 });
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(await smallPng())], { type: "image/png" }), "a.png");
    form.append("image2", new Blob([new Uint8Array(await smallPng())], { type: "image/png" }), "b.png");
    const foreign = await fetch(`${server.url}/api/roasts/battle`, {
      method: "POST",
      body: form,
      headers: { cookie: user.cookie, origin: "http://evil.example" },
    });
    expect(foreign.status).toBe(403);
    await foreign.body?.cancel();

    // Two files each under the single limit pass the body limit; one past 2 × 10 MB does not.
    const boundary = "----battle-boundary";
    const big = Buffer.alloc(2 * MAX_UPLOAD_BYTES + 128 * 1024, 1);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      big,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await postAnsweredEarly(
      `${server.url}/api/roasts/battle`,
      { cookie: user.cookie, origin: server.url, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(body.length) },
      body,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ title: "File too large" });

    // Each file is held to the single upload's limit too.
    const oneTooBig = await uploadBattle(server, user, [await smallPng(), Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1)]);
    expect(oneTooBig.status).toBe(413);
    await oneTooBig.body?.cancel();
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 1 });
  });

  it("shows a battle to its owner only, and deletes both uploads with it", async () => {
    const owner = await createUser(server, { paid: 1 });
    const stranger = await createUser(server);
    const created = (await (await uploadBattle(server, owner, [await smallPng("#202020"), await smallPng("#303030")])).json()) as Answer;
    const row = await rowOf(server, created.roast.id);
    for (const method of ["GET", "DELETE"]) {
      const response = await call(server, stranger, `/api/roasts/${row.id}`, { method });
      expect(response.status).toBe(404);
      await response.body?.cancel();
    }
    expect(await server.ctx.storage.exists(row.secondSourceKey!)).toBe(true);
    const deleted = await call(server, owner, `/api/roasts/${row.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    await deleted.body?.cancel();
    expect(await server.ctx.storage.exists(row.sourceKey!)).toBe(false);
    expect(await server.ctx.storage.exists(row.secondSourceKey!)).toBe(false);
    expect((await storedFiles(server)).filter((f) => f.includes(row.id))).toEqual([]);
  });

  it("deletes both uploads 24 hours after the battle was made, keeping the video", async () => {
    const user = await createUser(server);
    const battle = await insertCompletedBattle(server, user.id, { createdAt: new Date(Date.now() - 25 * 3600_000) });
    const fresh = await insertCompletedBattle(server, user.id);
    await cleanupRoastMedia(server.ctx);
    const [old, kept] = [await rowOf(server, battle.id), await rowOf(server, fresh.id)];
    expect(old).toMatchObject({ sourceKey: null, secondSourceKey: null, status: "completed" });
    expect(await server.ctx.storage.exists(roastKeys.source(battle.id))).toBe(false);
    expect(await server.ctx.storage.exists(roastKeys.secondSource(battle.id))).toBe(false);
    expect(await server.ctx.storage.exists(roastKeys.landscape(battle.id))).toBe(true);
    expect(kept.secondSourceKey).toBe(roastKeys.secondSource(fresh.id));
    expect(await server.ctx.storage.exists(roastKeys.secondSource(fresh.id))).toBe(true);
    // Without its uploads a battle can no longer be re-roasted.
    expect((await (await call(server, user, `/api/roasts/${battle.id}`)).json()) as { roast: RoastView }).toMatchObject({ roast: { canReroast: false } });
  });

  it("re-roasts a battle from copies of both kept uploads, free, as a battle", async () => {
    const user = await createUser(server);
    const parent = await insertCompletedBattle(server, user.id, {
      battle: { safe: [false, true], verdict: { winner: "a", names: ["@a", "@b"], reason: "3 to 5" } },
    });
    expect(((await (await call(server, user, `/api/roasts/${parent.id}`)).json()) as { roast: RoastView }).roast).toMatchObject({
      kind: "battle",
      canReroast: true,
      battle: { winner: "a", names: ["@a", "@b"], reason: "3 to 5" },
    });
    const response = await call(server, user, `/api/roasts/${parent.id}/reroast`, { method: "POST" });
    expect(response.status).toBe(201);
    const child = await rowOf(server, ((await response.json()) as Answer).roast.id);
    expect(child).toMatchObject({ kind: "battle", parentRoastId: parent.id, battle: { safe: [false, true] }, status: "pending" });
    expect(child.seed).not.toBe(parent.seed);
    expect(await server.ctx.storage.get(child.secondSourceKey!)).toEqual(await server.ctx.storage.get(parent.secondSourceKey!));
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 0 });
  });

  it("lets a finished battle go into a compilation like any roast", async () => {
    const user = await createUser(server);
    const battle = await insertCompletedBattle(server, user.id);
    const single = await insertCompletedRoast(server.ctx, user.id);
    const response = await call(server, user, "/api/roasts/merge", { method: "POST", json: { roastIds: [battle.id, single.id] } });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Answer).roast).toMatchObject({ platform: "compilation", kind: "single", compilationOf: [battle.id, single.id] });
  });
});

/** A completed battle put straight into the database and storage (no render). */
async function insertCompletedBattle(server: TestServer, userId: string, fields: Partial<typeof tables.userRoasts.$inferInsert> = {}) {
  const row = await insertCompletedRoast(server.ctx, userId, { kind: "battle", battle: { safe: [false, false] }, ...fields });
  await server.ctx.storage.put(roastKeys.secondSource(row.id), await smallPng("#654321"), "image/jpeg");
  const [updated] = await server.ctx.database.db
    .update(tables.userRoasts)
    .set({ secondSourceKey: roastKeys.secondSource(row.id) })
    .where(eq(tables.userRoasts.id, row.id))
    .returning();
  return updated;
}

describe("a battle rendered by the worker", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("completes with both videos, a poster and the verdict, and leaves no file behind when deleted", { timeout: 300_000 }, async () => {
    const user = await createUser(server);
    // The server's default narrator speaks it, as for a user who leaves the choice alone.
    const response = await uploadBattle(server, user, [await sampleImage("dating-hinge-sofia"), await sampleImage("dating-bumble-marcus")]);
    expect(response.status).toBe(201);
    const { roast: created } = (await response.json()) as Answer;
    const { roast, stages } = await waitForRoast(
      server,
      user,
      created.id,
      (r) => (r.status === "completed" && r.portraitStatus !== "pending") || r.status === "failed",
    );
    expect(roast).toMatchObject({ status: "completed", kind: "battle", portraitStatus: "ready", isFreeRoast: true });
    expect([...stages]).toEqual(expect.arrayContaining(["analyzing", "creating_video"]));
    expect(roast.battle?.names).toHaveLength(2);
    expect(roast.battle?.reason.length).toBeGreaterThan(0);
    expect(roast.durationMs).toBeGreaterThanOrEqual(10_000);
    expect(roast.durationMs).toBeLessThanOrEqual(14_000);
    const row = await rowOf(server, roast.id);
    expect(row.battle?.turns?.map((t) => t.side).slice(0, 4)).toEqual(["a", "b", "a", "b"]);
    expect(row.battle?.verdict).toEqual(roast.battle);
    for (const url of [roast.videoUrl, roast.portraitUrl, roast.posterUrl]) {
      const media = await fetch(url!);
      expect(media.status).toBe(200);
      await media.body?.cancel();
    }
    const files = (await storedFiles(server)).filter((f) => f.includes(roast.id));
    expect(files).toEqual(expect.arrayContaining([roastKeys.source(roast.id), roastKeys.secondSource(roast.id), roastKeys.landscape(roast.id)]));
    const deleted = await call(server, user, `/api/roasts/${roast.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    await deleted.body?.cancel();
    expect((await storedFiles(server)).filter((f) => f.includes(roast.id))).toEqual([]);
  });
});

describe("a battle deleted while the worker renders it", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("lets the render finish and write nothing: neither upload nor any video stays", { timeout: 300_000 }, async () => {
    const user = await createUser(server);
    const response = await uploadBattle(server, user, [await sampleImage("instagram-sunset-chaser"), await sampleImage("tiktok-day-in-my-life")]);
    const { roast } = (await response.json()) as Answer;
    await waitForRoast(server, user, roast.id, (r) => r.status === "processing");
    const deleted = await call(server, user, `/api/roasts/${roast.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    await deleted.body?.cancel();
    const deadline = Date.now() + 240_000;
    for (;;) {
      const [job] = await queryRows<{ state: string }>(
        server.ctx.database.db,
        sql`SELECT state FROM pgboss.job WHERE name = 'render-roast' AND data->>'roastId' = ${roast.id} ORDER BY created_on DESC LIMIT 1`,
      );
      if (job && ["completed", "failed", "cancelled"].includes(job.state)) break;
      if (Date.now() > deadline) throw new Error(`render still ${job?.state}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await rowOf(server, roast.id)).toBeUndefined();
    expect((await storedFiles(server)).filter((f) => f.includes(roast.id))).toEqual([]);
  });
});
