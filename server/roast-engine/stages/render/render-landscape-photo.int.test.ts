import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planRender } from "../plan/plan-render";
import type { RenderPlan } from "../plan/render-plan";
import { makeTestScript } from "../script/test-support/make-test-script";
import { createVoiceTrack } from "../voice/create-voice-track";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { probeMedia } from "../../infrastructure/tools/probe-media";
import type { RenderInput } from "./render-input";
import { renderVideo } from "./render-video";
import { grabRgbFrame, shareNearColor } from "./test-support/inspect-media";
import { getTierOptions } from "./tier-options";

const TEXT = "A red car, parked like it owns the lawn. The lawn was not consulted.";
// A wide photograph: sky blue above, a bright red band across its middle, grass below.
const IMAGE = { width: 1600, height: 1000 };
const PHOTO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
  <rect width="1600" height="400" fill="#6fa8dc"/><rect y="400" width="1600" height="250" fill="#d62828"/>
  <rect y="650" width="1600" height="350" fill="#4f8f3a"/></svg>`;

const tools = createMediaTools();
let workDir: string;
let plan: RenderPlan;
let videoPath: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "rr landscape photo "));
  await writeFile(join(workDir, "image.jpg"), await sharp(Buffer.from(PHOTO_SVG)).jpeg({ quality: 95 }).toBuffer());
  const voice = await createVoiceTrack({ script: makeTestScript(TEXT, "smug", []), workDir, tools });
  const input: RenderInput = {
    orientation: "landscape",
    outPath: join(workDir, "landscape.mp4"),
    workDir,
    image: { path: join(workDir, "image.jpg"), ...IMAGE, photo: true },
    voice,
    script: { text: TEXT, mood: "smug" },
    options: getTierOptions("starter"),
    direction: { targets: [] },
    endCard: { verdict: "Main character energy: 56%", site: "roast.example" },
    seed: "landscape-photo-test",
  };
  plan = planRender(input);
  videoPath = (await renderVideo(tools, input, plan)).videoPath;
}, 120_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe("renderVideo, a landscape photograph", () => {
  it("fills the 16:9 frame with the photo, its captions over its lower middle, no card and no empty column", async () => {
    const { width: W, height: H } = plan.size;
    expect((await probeMedia(tools, videoPath)).video).toMatchObject({ width: W, height: H });
    expect(plan.layout.card).toBeUndefined();
    expect(plan.layout.viewport).toEqual({ x: 0, y: 0, width: W, height: H });
    const caption = plan.captions[0];
    const mid = await grabRgbFrame(tools, videoPath, Math.round((caption.startMs + caption.endMs) / 2));
    // The photo's red band crosses the frame from one side to the other (the opening shows it whole, 16:10 in 16:9).
    const band = { x: Math.round(W * 0.2), y: Math.round(H * 0.48), width: Math.round(W * 0.6), height: Math.round(H * 0.04) };
    expect(shareNearColor(mid, W, band, "#d62828", 70)).toBeGreaterThan(0.6);
    // ...its sky above, and the caption in the lower part of the frame, over the grass.
    expect(shareNearColor(mid, W, { x: Math.round(W * 0.3), y: Math.round(H * 0.15), width: Math.round(W * 0.4), height: 20 }, "#6fa8dc", 70)).toBeGreaterThan(
      0.6,
    );
    expect(caption.box.y).toBeGreaterThan(H * 0.6);
  });
});
