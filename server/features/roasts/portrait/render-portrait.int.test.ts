import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RenderInput, RenderPlan } from "../../../roast-engine";
import { getTierOptions } from "../../../roast-engine/stages/render/tier-options";
import { createMediaTools } from "../../../roast-engine/infrastructure/tools/media-tools";
import { probeMedia } from "../../../roast-engine/infrastructure/tools/probe-media";
import { keepRenderInput } from "../render/kept-render-input";
import { portraitKey, renderPortraitJob } from "../core/roast-jobs";
import { roastKeys } from "../core/roast-row";
import { insertCompletedRoast } from "../test-support/fixtures";
import { createUser, sampleImage, startTestServer, type TestServer, type TestUser, waitForRoast } from "../test-support/roast-test-kit";

describe("the render-portrait job, from what a roast kept", () => {
  let server: TestServer;
  let user: TestUser;
  let dir: string;
  let kept: { input: Omit<RenderInput, "orientation" | "outPath">; plan: RenderPlan };

  beforeAll(async () => {
    server = await startTestServer();
    user = await createUser(server);
    dir = await mkdtemp(path.join(tmpdir(), "rr-kept-portrait-"));
    // What a roast's run keeps at completion: its input (still and voice on disk) and its portrait's plan.
    const result = await server.ctx.engine.runRoast({
      image: await sampleImage("x-thread-jordan"),
      seed: "kept-plan",
      tier: "starter",
      watermark: false,
      orientations: ["landscape", "portrait"],
      workDir: dir,
      planOnly: true,
    });
    if (!result.renderInput || !result.plans?.portrait) throw new Error("the run planned no portrait");
    kept = { input: result.renderInput, plan: result.plans.portrait };
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /**
   * A completed roast whose portrait is left to the job, kept with `plan` (or, as before plans were
   * kept, none), rendered by the job: the stored portrait's stream. The kept input says 1080p and
   * music, which planning it again would follow; the plan made with the first video is 720p.
   */
  async function renderKept(plan: RenderPlan | undefined) {
    const roast = await insertCompletedRoast(server.ctx, user.id, { portraitStatus: "pending" });
    await keepRenderInput(server.ctx, roast.id, { ...kept.input, options: getTierOptions("creator") }, plan);
    await server.ctx.queue.send(renderPortraitJob, { roastId: roast.id }, { singletonKey: portraitKey(roast.id) });
    const { roast: done } = await waitForRoast(server, user, roast.id, (r) => r.portraitStatus !== "pending");
    expect(done.portraitStatus).toBe("ready");
    const file = path.join(dir, `${roast.id}-portrait.mp4`);
    await server.ctx.storage.getToFile(roastKeys.portrait(roast.id), file);
    return probeMedia(createMediaTools(), file);
  }

  it("renders the portrait with the plan kept with the first video, not one made again from the input", { timeout: 180_000 }, async () => {
    expect(kept.plan.size).toEqual({ width: 720, height: 1280 });
    const portrait = await renderKept(kept.plan);
    expect(portrait.video).toMatchObject(kept.plan.size);
    expect(Math.abs(portrait.durationMs - kept.plan.timeline.totalMs)).toBeLessThan(100);
  });

  it("renders a portrait kept before plans were, planned from its input", { timeout: 180_000 }, async () => {
    const portrait = await renderKept(undefined);
    expect(portrait.video).toMatchObject({ width: 1080, height: 1920 });
  });
});
