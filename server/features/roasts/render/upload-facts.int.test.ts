import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastEvent, RoastView } from "../../../../common/roast";
import { noteUploadFacts } from "./note-upload-facts";
import { insertCompletedRoast } from "../test-support/fixtures";
import { call, createUser, getRoast, sampleImage, startTestServer, type TestServer, type TestUser, upload, waitForRoast } from "../test-support/roast-test-kit";

const list = async (server: TestServer, user: TestUser) => ((await (await call(server, user, "/api/roasts")).json()) as { roasts: RoastView[] }).roasts;

describe("what a running roast's upload is, from the moment analysis has read it", () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    user = await createUser(server, { paid: 2 });
  });
  afterAll(() => server?.close());

  it("is unknown before analysis (never the column's default 'instagram'), then published and listed while the roast still runs", async () => {
    const changes: RoastEvent[] = [];
    const unsubscribe = await server.ctx.events.subscribe("roast_updates", (payload) => void changes.push(payload as RoastEvent));
    const response = await upload(server, user, await sampleImage("tiktok-day-in-my-life"));
    expect(response.status).toBe(201);
    const created = ((await response.json()) as { roast: RoastView }).roast;
    expect(created).toMatchObject({ status: "pending", upload: null, reroastOf: null });
    const { roast } = await waitForRoast(server, user, created.id, (r) => r.status === "completed");
    await unsubscribe();

    const ours = changes.filter((c) => c.roastId === created.id);
    // Nothing is said while it waits or while analysis reads it (the claim's first change is "analyzing").
    const known = ours.findIndex((c) => c.upload);
    const before = ours.slice(0, known);
    expect(before.map((c) => c.status)).toContain("pending");
    expect(before.map((c) => c.processingStage)).toContain("analyzing");
    expect(before.every((c) => c.upload === undefined)).toBe(true);
    // Published as soon as analysis is done, while the roast still runs: before the video is made, and on every change after.
    expect(ours[known]).toMatchObject({ status: "processing", upload: { platform: "tiktok", kind: "profile" } });
    expect(known).toBeLessThan(ours.findIndex((c) => c.processingStage === "creating_video"));
    expect(ours.slice(known).every((c) => c.upload?.platform === "tiktok")).toBe(true);
    expect(roast.upload).toEqual({ platform: "tiktok", kind: "profile" });
    expect(roast.platform).toBe("tiktok");
  });

  it("is written fenced by the claim, beside the moderation note, and shown by the list and the roast's read while processing", async () => {
    const running = await insertCompletedRoast(server.ctx, user.id, {
      status: "processing",
      processingStage: "analyzing",
      stageStartedAt: new Date(),
      completedAt: null,
      attempts: 1,
      analysis: { moderation: { decision: "safe", reason: "suggestive" } },
    });
    expect((await list(server, user)).find((r) => r.id === running.id)).toMatchObject({ status: "processing", upload: null });

    await noteUploadFacts(server.ctx, { id: running.id, attempts: 2 }, { platform: "linkedin", kind: "profile" });
    expect((await getRoast(server, user, running.id)).upload).toBeNull();

    await noteUploadFacts(server.ctx, running, { platform: "generic", kind: "photo" });
    expect((await list(server, user)).find((r) => r.id === running.id)).toMatchObject({ status: "processing", upload: { platform: "generic", kind: "photo" } });
    expect(await getRoast(server, user, running.id)).toMatchObject({ platform: "generic", upload: { platform: "generic", kind: "photo" } });
    const stored = await server.ctx.database.db.query.userRoasts.findFirst({ where: (r, { eq }) => eq(r.id, running.id) });
    expect(stored?.analysis).toEqual({ moderation: { decision: "safe", reason: "suggestive" }, kind: "photo" });

    // A finished roast is never rewritten by a late note.
    const done = await insertCompletedRoast(server.ctx, user.id, { platform: "instagram", analysis: { kind: "post", platform: "instagram" } });
    await noteUploadFacts(server.ctx, done, { platform: "tiktok", kind: "photo" });
    expect(await getRoast(server, user, done.id)).toMatchObject({ platform: "instagram", upload: { platform: "instagram", kind: "post" } });
  });

  it("names the roast a re-roast re-rolled", async () => {
    const original = await insertCompletedRoast(server.ctx, user.id, { analysis: { kind: "post" }, platform: "tiktok" });
    const response = await call(server, user, `/api/roasts/${original.id}/reroast`, { method: "POST" });
    expect(response.status).toBe(201);
    const reroast = ((await response.json()) as { roast: RoastView }).roast;
    expect(reroast).toMatchObject({ reroastOf: original.id, upload: null });
    expect((await list(server, user)).find((r) => r.id === reroast.id)?.reroastOf).toBe(original.id);
  });
});
