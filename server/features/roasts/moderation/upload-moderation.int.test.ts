import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { tables } from "../../../lib/db";
import type { ImageModerator, ModerationVerdict } from "../../../roast-engine/stages/moderate";
import { isSafeRoastText } from "../../../roast-engine/stages/script/safe-roast";
import { balance, call, createUser, sampleImage, startTestServer, type TestServer, upload, waitForRoast } from "../test-support/roast-test-kit";

/**
 * The upload gate through HTTP, with a moderator that answers as each test tells it: no explicit
 * image is committed, so the model's own answers are tested on benign images in
 * roast-engine/stages/moderate/moderate-image.int.test.ts and measured by `npm run bench:moderation`.
 */
const EXPLICIT: ModerationVerdict = { decision: "refuse", reason: "explicit", scores: { Drawing: 0, Hentai: 0.05, Neutral: 0.03, Porn: 0.9, Sexy: 0.02 } };
const BORDERLINE: ModerationVerdict = { decision: "safe", reason: "suggestive", scores: { Drawing: 0, Hentai: 0, Neutral: 0.3, Porn: 0.05, Sexy: 0.65 } };

const seen: Buffer[] = [];
let answer: () => Promise<ModerationVerdict> = async () => ({ decision: "allow" });
const moderator: ImageModerator = {
  ready: Promise.resolve(),
  moderate: async (image) => {
    seen.push(image);
    return answer();
  },
};

/** Every file under the server's local storage (DATA_DIR/files). */
async function storedFiles(server: TestServer): Promise<string[]> {
  const root = path.join(server.dataDir, "files");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
const roastsOf = (server: TestServer, userId: string) => server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.userId, userId));

describe("uploads are judged before anything is spent", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { moderation: moderator });
  });
  afterAll(() => server?.close());

  it("refuses an explicit image with the reason, spends no credit, and keeps nothing", async () => {
    answer = async () => EXPLICIT;
    const user = await createUser(server, { paid: 2 });
    const filesBefore = await storedFiles(server);
    seen.length = 0;
    const response = await upload(server, user, await sampleImage("photo-outfit-fitcheck"));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      title: "This image can't be roasted",
      error: "It looks like explicit content. Please upload a different image.",
      code: "UNPROCESSABLE",
      details: { reason: "explicit" },
    });
    // The moderator judged the normalised still (a JPEG), once.
    expect(seen).toHaveLength(1);
    expect(seen[0].subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 2 });
    expect(await roastsOf(server, user.id)).toEqual([]);
    expect(await storedFiles(server)).toEqual(filesBefore);
    const list = await call(server, user, "/api/roasts");
    expect(((await list.json()) as { roasts: RoastView[] }).roasts).toEqual([]);
  });

  it("refuses it the same way through the spec's generate-roast call, even on the last free roast", async () => {
    answer = async () => EXPLICIT;
    const user = await createUser(server);
    const dataUrl = `data:image/png;base64,${(await sampleImage()).toString("base64")}`;
    const response = await call(server, user, "/api/generate-roast", { method: "POST", json: { imageBase64: dataUrl } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ title: "This image can't be roasted", error: expect.stringContaining("explicit content") });
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 0 });
    expect(await roastsOf(server, user.id)).toEqual([]);
  });

  it("roasts nothing it could not judge: a failing model answers 503 and spends nothing", async () => {
    answer = async () => {
      throw new Error("the moderation model did not load");
    };
    const user = await createUser(server, { paid: 1 });
    const filesBefore = await storedFiles(server);
    const response = await upload(server, user, await sampleImage());
    expect(response.status).toBe(503);
    // A 5xx says no more than that (app.ts); the cause is in the log.
    expect(await response.json()).toMatchObject({ code: "UNAVAILABLE" });
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 1 });
    expect(await roastsOf(server, user.id)).toEqual([]);
    expect(await storedFiles(server)).toEqual(filesBefore);
  });

  it("judges only what is an image: bytes refused as they are never reach the model", async () => {
    answer = async () => EXPLICIT;
    seen.length = 0;
    const user = await createUser(server);
    expect((await upload(server, user, Buffer.from("not an image at all"), { type: "image/png" })).status).toBe(415);
    expect((await upload(server, user, Buffer.alloc(0))).status).toBe(400);
    expect(seen).toHaveLength(0);
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 0 });
  });

  it("roasts a borderline image safely: a credit is spent, and the roast says nothing of a body or clothes", async () => {
    answer = async () => BORDERLINE;
    const user = await createUser(server, { paid: 1 });
    const response = await upload(server, user, await sampleImage("photo-outfit-fitcheck"));
    expect(response.status).toBe(201);
    const { roast: created } = (await response.json()) as { roast: RoastView };
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 1 });
    const [pending] = await roastsOf(server, user.id);
    expect(pending.analysis).toEqual({ moderation: { decision: "safe", reason: "suggestive" } });
    const { roast } = await waitForRoast(server, user, created.id, (r) => r.status !== "pending" && r.status !== "processing");
    expect(roast.status).toBe("completed");
    const [done] = await roastsOf(server, user.id);
    expect(done.script).toBeTruthy();
    expect(isSafeRoastText(done.script ?? "")).toBe(true);
    expect(done.lineIds.some((id) => id.startsWith("outfit."))).toBe(false);
    expect(done.script).not.toMatch(/fit check|thrifted|ootd/i);
    // The engine's analysis replaced the note, and the note was kept in it for a re-roast.
    expect(done.analysis).toMatchObject({ moderation: { decision: "safe", reason: "suggestive" }, platform: expect.any(String) });

    // Its free re-roast is of the same upload, judged once: as safe, without asking the model again.
    await server.ctx.queue.stop(); // the re-roast stays pending: its row is what is checked
    // Only a paid roast has a free re-roast; this one took the welcome roast, so it is marked paid here.
    await server.ctx.database.db.update(tables.userRoasts).set({ creditKind: "paid" }).where(eq(tables.userRoasts.id, created.id));
    const judged = seen.length;
    const again = await call(server, user, `/api/roasts/${created.id}/reroast`, { method: "POST" });
    expect(again.status).toBe(201);
    const { roast: child } = (await again.json()) as { roast: RoastView };
    const [childRow] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, child.id));
    expect(childRow.analysis).toEqual({ moderation: { decision: "safe", reason: "suggestive" } });
    expect(seen).toHaveLength(judged);
  }, 300_000);
});
