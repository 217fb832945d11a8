import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Box, Orientation } from "../../types";
import { drawSample } from "../../../features/gallery/showcase";
import { createRoastEngine, type BattleResult, type RoastEngine } from "../../index";
import { getOutputSize } from "../../stages/plan/output-size";
import { getTierOptions } from "../../stages/render/tier-options";
import { grabGrayFrame, meanDifference } from "../../stages/render/test-support/inspect-media";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { probeMedia } from "../../infrastructure/tools/probe-media";
import { layOutBoard } from "./build-battle-board";

const tools = createMediaTools();
let dir: string;
let engine: RoastEngine;
let result: BattleResult;
const stages: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rr-battle-"));
  engine = createRoastEngine({ shareModels: true, preloadPhotoModel: false });
  // A dating profile against an Instagram profile, both drawn from the repo's samples.
  const images: [Buffer, Buffer] = [await drawSample("dating-hinge-sofia"), await drawSample("instagram-sunset-chaser")];
  result = await engine.runBattle(
    { images, seed: "battle-int", tier: "starter", watermark: false, orientations: ["portrait", "landscape"], workDir: dir },
    { onStage: (stage) => void stages.push(stage) },
  );
}, 180_000);

afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

const SIZE = 32;
/** A region of a grey frame (`width` wide), as a small grey thumbnail. */
const thumbOfFrame = (gray: Buffer, width: number, height: number, box: { left: number; top: number; width: number; height: number }) =>
  sharp(gray, { raw: { width, height, channels: 1 } })
    .extract(box)
    .resize(SIZE, SIZE, { fit: "fill" })
    .extractChannel(0)
    .raw()
    .toBuffer();
/** The same region (the upload's own pixels) of an upload, as a small grey thumbnail; undefined when the upload has nothing there. */
async function thumbOfUpload(path: string, region: Box): Promise<Buffer | undefined> {
  const { width = 0, height = 0 } = await sharp(path).metadata();
  const left = Math.max(0, Math.round(region.x));
  const top = Math.max(0, Math.round(region.y));
  const w = Math.min(width, Math.round(region.x + region.w)) - left;
  const h = Math.min(height, Math.round(region.y + region.h)) - top;
  if (w < 8 || h < 8) return undefined;
  return sharp(path).extract({ left, top, width: w, height: h }).greyscale().resize(SIZE, SIZE, { fit: "fill" }).extractChannel(0).raw().toBuffer();
}

describe("a roast battle, rendered", () => {
  it("goes through the roast's stages and reports the battle: four turns A, B, A, B, a verdict and a poster", async () => {
    expect(stages).toEqual(["analyzing", "generating_script", "creating_video", "finalizing"]);
    expect(result.battle.turns.map((t) => t.side)).toEqual(["a", "b", "a", "b"]);
    expect(result.battle.analyses).toHaveLength(2);
    expect(result.battle.verdict.names).toEqual(["Sofia", "@sunset.chaser_22"]);
    expect(result.battle.verdict.reason).toMatch(/\d/);
    // The poster: both uploads and the verdict, at the first video's size.
    const poster = await sharp(result.outputs.poster ?? "").metadata();
    expect({ width: poster.width, height: poster.height }).toEqual(getOutputSize("portrait", getTierOptions("starter", { watermark: false })));
    expect(result.missing).toEqual({});
  });

  it("renders the first orientation alone: the second starts once the first is written", async () => {
    // A render's folder is made as it starts (run-battle.ts); the first video is written as its render ends.
    const first = await stat(result.outputs.portrait ?? "");
    const second = await stat(join(dir, "landscape"));
    expect(second.birthtimeMs).toBeGreaterThan(0);
    expect(second.birthtimeMs).toBeGreaterThanOrEqual(first.mtimeMs);
  });

  it("draws the first orientation's board and composes its stage while the voice is spoken", async () => {
    // Its folder is made as that starts (render-battle.ts); the voice is written as it ends.
    const first = await stat(join(dir, "portrait"));
    const voice = await stat(result.voice?.wavPath ?? "");
    expect(first.birthtimeMs).toBeGreaterThan(0);
    expect(first.birthtimeMs).toBeLessThan(voice.mtimeMs);
  });

  for (const orientation of ["portrait", "landscape"] as Orientation[]) {
    it(`${orientation}: 10–14 s at a roast's size, and each turn's frame shows that turn's upload`, async () => {
      const video = result.outputs[orientation];
      if (!video) throw new Error(`no ${orientation} video`);
      const info = await probeMedia(tools, video);
      expect(info.durationMs).toBeGreaterThanOrEqual(10_000);
      expect(info.durationMs).toBeLessThanOrEqual(14_000);
      const size = getOutputSize(orientation, getTierOptions("starter", { watermark: false }));
      expect({ width: info.video?.width, height: info.video?.height }).toEqual(size);

      const plan = result.plans?.[orientation];
      if (!plan) throw new Error(`no ${orientation} plan`);
      const uploads = [join(dir, "image.jpg"), join(dir, "image-b.jpg")];
      const metas = await Promise.all(uploads.map((p) => sharp(p).metadata()));
      const board = layOutBoard(
        [
          { width: metas[0].width ?? 0, height: metas[0].height ?? 0 },
          { width: metas[1].width ?? 0, height: metas[1].height ?? 0 },
        ],
        orientation,
      );
      const viewport = plan.layout.viewport;
      for (const [turn, side] of (["a", "b", "a", "b"] as const).entries()) {
        // The turn's longest held shot, sampled halfway through its hold.
        const hold = (s: { startMs: number; endMs: number; moveMs: number }) => s.endMs - s.startMs - s.moveMs;
        const shot = plan.shots.filter((s) => s.label.startsWith(`turn ${turn + 1} (`)).sort((x, y) => hold(y) - hold(x))[0];
        if (!shot) throw new Error(`no shot for turn ${turn + 1}`);
        const atMs = Math.round((shot.startMs + shot.moveMs + shot.endMs) / 2);
        const gray = await grabGrayFrame(tools, video, atMs);
        // Where the view falls on the turn's upload, in that upload's own pixels, and where that is in the frame.
        const own = side === "a" ? 0 : 1;
        const slot = board.slots[own];
        const local = {
          x: (shot.focus.x - slot.x) / slot.scale,
          y: (shot.focus.y - slot.y) / slot.scale,
          w: shot.focus.w / slot.scale,
          h: shot.focus.h / slot.scale,
        };
        const width = metas[own].width ?? 0;
        const height = metas[own].height ?? 0;
        const region = { x: Math.max(0, local.x), y: Math.max(0, local.y), w: 0, h: 0 };
        region.w = Math.min(width, local.x + local.w) - region.x;
        region.h = Math.min(height, local.y + local.h) - region.y;
        const k = viewport.width / local.w;
        const inFrame = {
          left: Math.round(viewport.x + (region.x - local.x) * k),
          top: Math.round(viewport.y + (region.y - local.y) * k),
          width: Math.round(region.w * k),
          height: Math.round(region.h * k),
        };
        inFrame.width = Math.min(inFrame.width, size.width - inFrame.left);
        inFrame.height = Math.min(inFrame.height, size.height - inFrame.top);
        const frame = await thumbOfFrame(gray, size.width, size.height, inFrame);
        const [mine, theirs] = await Promise.all([thumbOfUpload(uploads[own], region), thumbOfUpload(uploads[1 - own], region)]);
        if (!mine) throw new Error(`turn ${turn + 1} shows nothing of its upload`);
        const toMine = meanDifference(frame, mine);
        const toTheirs = theirs ? meanDifference(frame, theirs) : Number.POSITIVE_INFINITY;
        expect(toMine, `turn ${turn + 1} (${side}) at ${atMs} ms: ${toMine.toFixed(1)} vs ${toTheirs.toFixed(1)}`).toBeLessThan(toTheirs * 0.7);
      }
    });
  }

  it.each([
    ["with the plan made with the first video", true],
    ["planned anew when no plan was kept", false],
  ])("keeps a render input from which a missing orientation renders as a battle, %s", async (_name, withPlan) => {
    if (!result.renderInput) throw new Error("no render input");
    const plan = withPlan ? result.plans?.portrait : undefined;
    if (withPlan) expect(plan).toHaveProperty("board");
    const workDir = join(dir, `again-${withPlan ? "planned" : "unplanned"}`);
    await mkdir(workDir);
    const outPath = join(workDir, "again-portrait.mp4");
    const again = await engine.renderOrientation({ ...result.renderInput, orientation: "portrait", outPath, workDir }, plan);
    expect(again.durationMs).toBeGreaterThanOrEqual(10_000);
    expect(again.durationMs).toBeLessThanOrEqual(14_000);
    expect(Math.abs(again.durationMs - result.plans!.portrait!.timeline.totalMs)).toBeLessThan(50);
    expect((await stat(outPath)).size).toBeGreaterThan(10_000);
  });
});
