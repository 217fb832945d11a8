import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { tables } from "../../../lib/db";
import { TITLE_CARD_MS } from "../../../roast-engine/pipelines/join/compile-args";
import { grabGrayFrame, meanDifference } from "../../../roast-engine/stages/render/test-support/inspect-media";
import { createMediaTools } from "../../../roast-engine/infrastructure/tools/media-tools";
import { probeMedia } from "../../../roast-engine/infrastructure/tools/probe-media";
import { readRoastRows } from "../test-support/crash-kit";
import { balance, call, createUser, sampleImage, startTestServer, type TestServer, type TestUser, upload, waitForRoast } from "../test-support/roast-test-kit";

const tools = createMediaTools();
const ready = (r: RoastView) => r.status === "completed" && r.portraitStatus === "ready";

/**
 * The first compilation most people make: their free roast (watermarked, 720p) and their first
 * paid one on the Essentials plan (1080p), rendered for real and joined.
 */
describe("a compilation of the free roast and a paid 1080p roast", () => {
  let server: TestServer;
  let user: TestUser;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    user = await createUser(server, { paid: 1 });
    // An active Essentials subscription: paid roasts render at 1080p.
    await server.ctx.database.db
      .update(tables.userCredits)
      .set({ subscriptionStatus: "active", subscriptionTierId: "essentials", subscriptionEndDate: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(tables.userCredits.userId, user.id));
    dir = await mkdtemp(path.join(tmpdir(), "rr-mixed-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const roast = async (sample: string) => {
    const response = await upload(server, user, await sampleImage(sample));
    expect(response.status).toBe(201);
    return (await waitForRoast(server, user, ((await response.json()) as { roast: RoastView }).roast.id, ready)).roast;
  };
  const download = async (url: string, name: string) => {
    const file = path.join(dir, name);
    await writeFile(file, Buffer.from(await (await fetch(url)).arrayBuffer()));
    return file;
  };

  it("completes in both orientations at the paid clip's size, the free clip scaled to fill it, its watermark kept", async () => {
    const free = await roast("instagram-sunset-chaser");
    const paid = await roast("linkedin-founder-derek");
    const [freeRow, paidRow] = await readRoastRows(server.ctx, [free.id, paid.id]).then((rows) =>
      [free.id, paid.id].map((id) => rows.find((r) => r.id === id)!),
    );
    expect([freeRow.tier, paidRow.tier]).toEqual(["free", "essentials"]);
    // Each keeps its frame, which a link preview states (features/share/share-page.ts).
    expect([freeRow.videoWidth, freeRow.videoHeight, paidRow.videoWidth, paidRow.videoHeight]).toEqual([1280, 720, 1920, 1080]);
    const freeClip = await download(free.videoUrl!, "free.mp4");
    expect((await probeMedia(tools, freeClip)).video).toMatchObject({ width: 1280, height: 720 });
    expect((await probeMedia(tools, await download(paid.videoUrl!, "paid.mp4"))).video).toMatchObject({ width: 1920, height: 1080 });

    const merged = await call(server, user, "/api/roasts/merge", { method: "POST", json: { roastIds: [free.id, paid.id] } });
    expect(merged.status).toBe(201);
    const { roast: pending } = (await merged.json()) as { roast: RoastView };
    const { roast: compilation } = await waitForRoast(
      server,
      user,
      pending.id,
      (r) => r.status !== "pending" && r.status !== "processing" && r.portraitStatus !== "pending",
    );
    expect(compilation).toMatchObject({ status: "completed", portraitStatus: "ready", platform: "compilation", compilationOf: [free.id, paid.id] });
    // Today's rule, kept: a compilation is no roast of its own (no credit, no watermark of its own);
    // each clip keeps its look, the free roast's watermark included.
    expect(compilation.isFreeRoast).toBe(false);
    const [row] = await readRoastRows(server.ctx, [compilation.id]);
    expect(row).toMatchObject({ attempts: 1, creditKind: "none", videoWidth: 1920, videoHeight: 1080 });
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 0 });

    const landscape = await download(compilation.videoUrl!, "compilation.mp4");
    const portrait = await download(compilation.portraitUrl!, "compilation-portrait.mp4");
    expect((await probeMedia(tools, landscape)).video).toMatchObject({ width: 1920, height: 1080 });
    expect((await probeMedia(tools, portrait)).video).toMatchObject({ width: 1080, height: 1920 });
    for (const file of [landscape, portrait]) expect((await tools.runFfmpeg(["-v", "error", "-i", file, "-f", "null", "-"])).stderrTail).toBe("");
    expect(compilation.durationMs).toBeGreaterThan((free.durationMs ?? 0) + (paid.durationMs ?? 0));

    // Two seconds into the free clip, the compilation shows the same picture, only larger: no bars,
    // nothing lost (the watermark is part of that picture). Within a frame: the camera may be moving.
    const joined = await grabGrayFrame(tools, landscape, TITLE_CARD_MS + 2000);
    const differences = await Promise.all(
      [2000 - 42, 2000, 2000 + 42].map(async (atMs) => {
        const original = await sharp(await grabGrayFrame(tools, freeClip, atMs), { raw: { width: 1280, height: 720, channels: 1 } })
          .resize(1920, 1080)
          .extractChannel(0)
          .raw()
          .toBuffer();
        return meanDifference(joined, original);
      }),
    );
    expect(Math.min(...differences)).toBeLessThan(6);
  }, 600_000);
});
