import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../common/roast";
import {
  balance,
  call,
  createUser,
  getRoast,
  sampleImage,
  startTestServer,
  type TestServer,
  type TestUser,
  upload,
  waitForRoast,
} from "./test-support/roast-test-kit";
import { waitUntil } from "./test-support/crash-kit";

describe("a roast, for real: upload → stages → both orientations", () => {
  let server: TestServer;
  let user: TestUser;
  let first: RoastView;
  beforeAll(async () => {
    server = await startTestServer();
    user = await createUser(server, { paid: 1 });
  });
  afterAll(() => server?.close());

  it("renders the free roast with both orientations and serves them with byte ranges", async () => {
    // Every change the worker publishes, in order, with the roast as the API showed it then.
    const changes: Array<{ roastId: string; status: string; portraitStatus: string; seen: Promise<RoastView> }> = [];
    const unsubscribe = await server.ctx.events.subscribe("roast_updates", (payload) => {
      const change = payload as { roastId: string; status: string; portraitStatus: string };
      changes.push({ ...change, seen: getRoast(server, user, change.roastId) });
    });
    const response = await upload(server, user, await sampleImage());
    expect(response.status).toBe(201);
    const created = ((await response.json()) as { roast: RoastView }).roast;
    expect(created).toMatchObject({ status: "pending", isFreeRoast: true, progress: 0 });
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 1 });

    const { roast, stages } = await waitForRoast(server, user, created.id, (r) => r.status === "completed" && r.portraitStatus === "ready");
    // A change is announced once its row is stored: the poll above may read the row before the
    // announcement reaches this listener (PostgreSQL delivers it over its own connection).
    const completed = () => changes.filter((c) => c.roastId === created.id && c.status === "completed");
    await waitUntil(
      async () => completed(),
      (seen) => seen.some((c) => c.portraitStatus === "ready"),
      10_000,
    );
    await unsubscribe();
    // The roast is complete, and watchable, as soon as its first video and poster are stored: the
    // portrait follows in the same run, announced by a change of its own.
    const ours = completed();
    expect(ours.map((c) => c.portraitStatus)).toEqual(["pending", "ready"]);
    const atCompletion = await ours[0].seen;
    expect(atCompletion.videoUrl).toBeTruthy();
    expect(atCompletion.posterUrl).toBeTruthy();
    expect(roast.progress).toBe(100);
    expect(roast.script).toBeTruthy();
    expect(roast.durationMs).toBeGreaterThan(5000);
    expect(roast.platform).not.toBe("compilation");
    expect(stages.size).toBeGreaterThan(0);
    for (const stage of stages) expect(["analyzing", "generating_script", "creating_video", "finalizing"]).toContain(stage);

    for (const url of [roast.videoUrl!, roast.portraitUrl!]) {
      const partial = await fetch(url, { headers: { range: "bytes=0-99" } });
      expect(partial.status).toBe(206);
      expect(partial.headers.get("content-type")).toBe("video/mp4");
      const head = Buffer.from(await partial.arrayBuffer());
      expect(head.length).toBe(100);
      expect(head.subarray(4, 8).toString("latin1")).toBe("ftyp");
    }
    const poster = await fetch(roast.posterUrl!);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    const landscapeSize = await sharp(Buffer.from(await poster.arrayBuffer())).metadata();
    expect(landscapeSize.width / landscapeSize.height).toBeCloseTo(16 / 9, 2);
    // The portrait has a poster of its own shape, for the phone's 9:16 player.
    const portraitPoster = await fetch(roast.portraitPosterUrl!);
    expect(portraitPoster.headers.get("content-type")).toBe("image/jpeg");
    const portraitSize = await sharp(Buffer.from(await portraitPoster.arrayBuffer())).metadata();
    expect(portraitSize.width / portraitSize.height).toBeCloseTo(9 / 16, 2);
    const download = await fetch(roast.downloadUrl!, { method: "HEAD" });
    expect(download.headers.get("content-disposition")).toContain("attachment");

    const reframe = await call(server, user, `/api/roasts/${roast.id}/reframe`, { method: "POST" });
    expect(await reframe.json()).toEqual({ success: true, predictionId: roast.id });
    const status = await call(server, user, `/api/reframe/${roast.id}`);
    expect(await status.json()).toMatchObject({ status: "succeeded", output: expect.stringContaining("portrait.mp4") });

    const [stored] = await server.ctx.database.db.query.userRoasts.findMany({ where: (r, { eq }) => eq(r.id, roast.id) });
    expect(Object.keys(stored.stageTimings).sort()).toEqual(["analyzing", "creating_video", "finalizing", "generating_script", "total"]);
    expect(stored.tier).toBe("free");
    expect(stored.expiresAt!.getTime() - stored.createdAt.getTime()).toBeGreaterThan(89 * 86_400_000);
    expect(await getRoast(server, user, roast.id)).toMatchObject({ canReroast: false, etaMs: null });
    first = roast;
  });

  it("joins two finished roasts into a compilation, in both orientations, for no credit", async () => {
    const second = (await (await upload(server, user, await sampleImage("linkedin-founder-derek"))).json()) as { roast: RoastView };
    const { roast: paid } = await waitForRoast(server, user, second.roast.id, (r) => r.status === "completed" && r.portraitStatus === "ready");
    expect(paid).toMatchObject({ isFreeRoast: false, canReroast: true });
    const merged = await call(server, user, "/api/roasts/merge", { method: "POST", json: { roastIds: [first.id, paid.id] } });
    expect(merged.status).toBe(201);
    const { roast: pending } = (await merged.json()) as { roast: RoastView };
    const { roast, stages } = await waitForRoast(server, user, pending.id, (r) => r.status === "completed" && r.portraitStatus !== "pending");
    expect(roast).toMatchObject({ platform: "compilation", portraitStatus: "ready", compilationOf: [first.id, paid.id] });
    for (const stage of stages) expect(["merging_videos", "creating_video"]).toContain(stage);
    expect(roast.durationMs).toBeGreaterThan((first.durationMs ?? 0) + (paid.durationMs ?? 0));
    const range = await fetch(roast.portraitUrl!, { headers: { range: "bytes=0-9" } });
    expect(range.status).toBe(206);
    await range.arrayBuffer();
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 0 });
  });
});
