import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tier } from "../types";
import { type Voice, createVoiceTrack } from "../voice/create-voice-track";
import { composeLayout } from "./compose-layout";
import { createMediaTools } from "./media-tools";
import { planTimeline } from "./plan-timeline";
import { probeMedia } from "./probe-media";
import type { RenderOutput } from "./render-input";
import { renderVideo } from "./render-video";
import { grabGrayFrame, isFaststart, measureLoudness, measureMeanVolume, shareChanged } from "./testing/inspect-media";
import { getTierOptions } from "./tier-options";
import { makeTestScript } from "../script/make-test-script";

const TEXT = "Three job titles separated by pipes. Bold strategy, making your bio look like a plumbing diagram.";
const script = makeTestScript(TEXT);
// A profile-like still drawn from shapes only (no fonts involved).
const STILL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1300">
  <rect width="900" height="1300" fill="#f3ede4"/><circle cx="160" cy="170" r="110" fill="#c98d5a"/>
  <rect x="320" y="120" width="480" height="50" fill="#333"/><rect x="60" y="360" width="780" height="30" fill="#666"/>
  <rect x="60" y="420" width="620" height="30" fill="#666"/><rect x="40" y="520" width="820" height="740" fill="#3c9a78"/></svg>`;

const tools = createMediaTools();
let workDir: string;
let voice: Voice;
const renders: Record<string, RenderOutput> = {};

async function render(name: string, tier: Tier, orientation: "portrait" | "landscape") {
  renders[name] = await renderVideo(tools, {
    orientation,
    outPath: join(workDir, `${name}.mp4`),
    workDir,
    image: { path: join(workDir, "image.jpg"), width: 900, height: 1300 },
    voice,
    script: { text: TEXT, mood: "smug" },
    analysis: { platform: "linkedin", dominantColors: ["#f3ede4"] },
    options: getTierOptions(tier),
    seed: "render-test",
  });
}

beforeAll(async () => {
  // Commas, quotes and brackets in the path exercise the filter-graph escaping for real.
  workDir = await mkdtemp(join(tmpdir(), "rr render, it's [x] "));
  await writeFile(join(workDir, "image.jpg"), await sharp(Buffer.from(STILL_SVG)).jpeg().toBuffer());
  voice = await createVoiceTrack({ script, workDir, tools });
  await render("free-portrait", "free", "portrait");
  await render("starter-portrait", "starter", "portrait");
  await render("creator-landscape", "creator", "landscape");
}, 240_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe("renderVideo", () => {
  it.each([
    ["free-portrait", 720, 1280],
    ["starter-portrait", 720, 1280],
    ["creator-landscape", 1920, 1080],
  ])("%s is %ix%i H.264/AAC at 30 fps, 6–8 s, faststart", async (name, width, height) => {
    const path = renders[name].videoPath;
    const info = await probeMedia(tools, path);
    expect(info.video).toEqual({ width, height, fps: 30, pixFmt: "yuv420p", profile: "High", timeBase: "1/15360" });
    expect(info.audio).toEqual({ sampleRate: 44100, channels: 2, codec: "aac" });
    expect(info.durationMs).toBeGreaterThanOrEqual(6000);
    expect(info.durationMs).toBeLessThanOrEqual(8000);
    expect(Math.abs(info.durationMs - renders[name].durationMs)).toBeLessThan(100);
    expect(await isFaststart(path)).toBe(true);
  });

  it("has a voice that is not silent, normalised to about -16 LUFS", async () => {
    const path = renders["starter-portrait"].videoPath;
    expect(await measureMeanVolume(tools, path, 300, 4000)).toBeGreaterThan(-35);
    const lufs = await measureLoudness(tools, path);
    expect(lufs).toBeGreaterThan(-19);
    expect(lufs).toBeLessThan(-13);
  });

  it("plays a music bed only on the music tier (heard in the lead-in, before the voice)", async () => {
    expect(await measureMeanVolume(tools, renders["creator-landscape"].videoPath, 60, 240)).toBeGreaterThan(-60);
    expect(await measureMeanVolume(tools, renders["starter-portrait"].videoPath, 60, 240)).toBeLessThan(-80);
  });

  it("pops captions in the caption band by the punchline", async () => {
    const path = renders["starter-portrait"].videoPath;
    const layout = composeLayout("portrait", 720, 1280, { width: 900, height: 1300 });
    const [before, punch] = await Promise.all([grabGrayFrame(tools, path, 100), grabGrayFrame(tools, path, renders["starter-portrait"].posterAtMs)]);
    const captionBox = { x: 40, y: layout.captions.y - 40, width: 640, height: 80 };
    const topOfFill = { x: 0, y: 0, width: 720, height: 40 };
    // Caption glyphs (bright with dark outlines) change many pixels strongly; the drifting fill does not.
    expect(shareChanged(before, punch, 720, captionBox)).toBeGreaterThan(0.03);
    expect(shareChanged(before, punch, 720, topOfFill)).toBeLessThan(0.005);
  });

  it("draws the watermark across the caption band only when asked", async () => {
    const layout = composeLayout("portrait", 720, 1280, { width: 900, height: 1300 });
    const [free, starter] = await Promise.all([
      grabGrayFrame(tools, renders["free-portrait"].videoPath, 100),
      grabGrayFrame(tools, renders["starter-portrait"].videoPath, 100),
    ]);
    expect(shareChanged(free, starter, 720, layout.band, 20)).toBeGreaterThan(0.05);
    expect(shareChanged(free, starter, 720, { x: 0, y: 0, width: 720, height: 40 }, 20)).toBeLessThan(0.002);
  });

  it("ends on the end card and leaves no temporaries behind", async () => {
    const path = renders["creator-landscape"].videoPath;
    const timeline = planTimeline(voice);
    const last = await grabGrayFrame(tools, path, timeline.totalMs - 200);
    // The card's dark ground fills the corners.
    expect(last[10 * 1920 + 10]).toBeLessThan(40);
    expect(last[1070 * 1920 + 1900]).toBeLessThan(40);
    const leftovers = (await readdir(workDir)).filter((n) => n.includes(".tmp-"));
    expect(leftovers).toEqual([]);
  });
});
