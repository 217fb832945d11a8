import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planRender } from "../plan/plan-render";
import { quoteBoxAt } from "../plan/plan-quotes";
import type { RenderPlan } from "../plan/render-plan";
import { makeTestScript } from "../script/test-support/make-test-script";
import { createVoiceTrack } from "../voice/create-voice-track";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { probeMedia } from "../../infrastructure/tools/probe-media";
import { drawBackdrop } from "./draw-backdrop";
import type { RenderInput } from "./render-input";
import { renderVideo } from "./render-video";
import { grabRgbFrame, shareNearColor } from "./test-support/inspect-media";
import { getTierOptions } from "./tier-options";

const TEXT = "Three job titles separated by pipes. Bold strategy, making your bio look like a plumbing diagram.";
const QUOTE = { kind: "quote" as const, text: "Three job titles", box: { x: 60, y: 560, w: 420, h: 46 }, wordStart: 0, wordEnd: 3, lineHeight: 46 };
// A light screenshot, bright green across its lower half: a blurred copy of it would be light and green, never dark.
const IMAGE = { width: 900, height: 1600 };
const STILL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1600">
  <rect width="900" height="1600" fill="#f3ede4"/><circle cx="160" cy="170" r="110" fill="#5a7ec9"/>
  ${Array.from({ length: 7 }, (_, i) => `<rect x="${64 + i * 60}" y="564" width="${30 + (i % 3) * 8}" height="38" fill="#222"/>`).join("")}
  <rect x="40" y="780" width="820" height="740" fill="#3c9a78"/></svg>`;

const tools = createMediaTools();
let workDir: string;
let plan: RenderPlan;
let videoPath: string;

const luma = (rgb: Buffer, width: number, x: number, y: number) => {
  const i = 3 * (y * width + x);
  return 0.299 * rgb[i] + 0.587 * rgb[i + 1] + 0.114 * rgb[i + 2];
};
const meanLuma = (rgb: Buffer, width: number, box: { x: number; y: number; width: number; height: number }) => {
  let sum = 0;
  for (let y = box.y; y < box.y + box.height; y++) for (let x = box.x; x < box.x + box.width; x++) sum += luma(rgb, width, x, y);
  return sum / (box.width * box.height);
};

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "rr landscape "));
  await writeFile(join(workDir, "image.jpg"), await sharp(Buffer.from(STILL_SVG)).jpeg({ quality: 95 }).toBuffer());
  const voice = await createVoiceTrack({ script: makeTestScript(TEXT, "smug", [QUOTE]), workDir, tools });
  const input: RenderInput = {
    orientation: "landscape",
    outPath: join(workDir, "landscape.mp4"),
    workDir,
    image: { path: join(workDir, "image.jpg"), ...IMAGE },
    voice,
    script: { text: TEXT, mood: "smug" },
    options: getTierOptions("creator"),
    direction: { targets: [QUOTE] },
    endCard: { verdict: "Cringe level: 87%", site: "roast.example" },
    seed: "landscape-test",
  };
  plan = planRender(input);
  videoPath = (await renderVideo(tools, input, plan)).videoPath;
}, 120_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe("renderVideo, landscape", () => {
  it("is 1920x1080: the upload a card on a designed backdrop, the quoted line set large beside it while it is said", async () => {
    expect((await probeMedia(tools, videoPath)).video).toMatchObject({ width: 1920, height: 1080, fps: 24 });
    const W = plan.size.width;
    const v = plan.layout.viewport;
    const r = plan.layout.card!.radius;
    const quote = plan.quotes![0];
    const midMs = Math.round((quote.startMs + quote.endMs) / 2);
    const [mid, opening] = await Promise.all([grabRgbFrame(tools, videoPath, midMs), grabRgbFrame(tools, videoPath, 100)]);
    // The card shows the light screenshot; the frame around it is the dark backdrop, not a blur of the screenshot.
    const inCard = { x: v.x + r, y: v.y + r, width: v.width - 2 * r, height: Math.round(v.height / 3) };
    expect(meanLuma(mid, W, inCard)).toBeGreaterThan(100);
    const belowCard = { x: 0, y: v.y + v.height + 10, width: W, height: plan.size.height - v.y - v.height - 10 };
    const leftOfCard = { x: 0, y: 0, width: v.x - 10, height: plan.size.height };
    for (const frame of [mid, opening]) {
      expect(meanLuma(frame, W, belowCard)).toBeLessThan(50);
      expect(meanLuma(frame, W, leftOfCard)).toBeLessThan(50);
      expect(shareNearColor(frame, W, leftOfCard, "#3c9a78", 90)).toBe(0);
    }
    // ...the backdrop as drawn, scaled up: within a few levels of it away from the words.
    const drawn = await drawBackdrop(plan.layout);
    const backdrop = await sharp(drawn.rgb, { raw: { ...drawn.size, channels: 3 } })
      .resize(W, plan.size.height)
      .raw()
      .toBuffer();
    expect(Math.abs(meanLuma(mid, W, leftOfCard) - meanLuma(backdrop, W, leftOfCard))).toBeLessThan(6);
    // The card's corners are round: its very corner is the backdrop. The opening shows the screenshot whole,
    // across the middle of the 3:4 card (the upload's colours fill its sides): a radius down, it is the light screenshot.
    for (const [x, y] of [
      [v.x + 2, v.y + 2],
      [v.x + v.width - 3, v.y + v.height - 3],
    ])
      expect(luma(opening, W, x, y)).toBeLessThan(60);
    expect(luma(opening, W, v.x + Math.round(v.width / 2), v.y + r)).toBeGreaterThan(150);
    // The quote in white where the plan set it, mid-quote and from the start (once faded in): the column is never empty.
    expect(quote.startMs).toBe(0);
    // (Centred in the column while no caption is under it: where it is at each moment.)
    const boxAt = (ms: number) => {
      const b = quoteBoxAt(quote, ms);
      return { x: b.x, y: b.y, width: b.w, height: b.h };
    };
    const early = await grabRgbFrame(tools, videoPath, 400);
    expect(shareNearColor(mid, W, boxAt(midMs), "#FFFFFF", 60)).toBeGreaterThan(0.04);
    expect(shareNearColor(early, W, boxAt(400), "#FFFFFF", 60)).toBeGreaterThan(0.04);
  });
});
