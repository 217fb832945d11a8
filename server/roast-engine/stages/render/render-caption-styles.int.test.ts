import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaptionStyle } from "../../../../common/caption-styles";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { probeMedia } from "../../infrastructure/tools/probe-media";
import { planRender } from "../plan/plan-render";
import type { PlannedCaption, RenderPlan } from "../plan/render-plan";
import { makeTestScript } from "../script/test-support/make-test-script";
import type { Orientation } from "../../types";
import { type Voice, createVoiceTrack } from "../voice/create-voice-track";
import { setCaptionGroup } from "./build-captions";
import { CAPTION_COLORS, CAPTION_LOOKS } from "./caption-looks";
import type { RenderInput } from "./render-input";
import { renderVideo } from "./render-video";
import { grabRgbFrame, shareNearColor } from "./test-support/inspect-media";
import { getTierOptions } from "./tier-options";

// One short render per caption style (the free tier's 720p, one orientation each): its size and
// length, and the pixels where the plan put a caption while a word of it is spoken.
const TEXT = "Three job titles separated by pipes. Bold strategy, making your bio look like a plumbing diagram.";
const STILL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1600">
  <rect width="900" height="1600" fill="#f3ede4"/><circle cx="160" cy="170" r="110" fill="#5a7ec9"/>
  <rect x="320" y="120" width="480" height="50" fill="#333"/><rect x="60" y="560" width="420" height="46" fill="#222"/></svg>`;
const SAMPLES: Record<CaptionStyle, Orientation> = { bold: "portrait", plate: "portrait", pop: "landscape" };

const tools = createMediaTools();
let workDir: string;
let voice: Voice;
const rendered: Partial<Record<CaptionStyle, { path: string; plan: RenderPlan }>> = {};

function inputOf(style: CaptionStyle): RenderInput {
  return {
    orientation: SAMPLES[style],
    outPath: join(workDir, `${style}.mp4`),
    workDir,
    // A photo's full frame: the captions over the light upload, where a plate's edges can be measured.
    image: { path: join(workDir, "image.jpg"), width: 900, height: 1600, photo: true },
    voice,
    script: { text: TEXT, mood: "smug" },
    options: getTierOptions("free"),
    seed: "caption-styles",
    captionStyle: style,
  };
}

/** A spoken word of a plain (not punchline, not quoted) group that lasts long enough to be seen popped and settled, with its group. */
function spokenWord(plan: RenderPlan): { group: PlannedCaption; index: number } {
  for (const group of plan.captions) {
    const index = group.words.findIndex((w, i) => i > 0 && !w.punch && !w.quoted && w.endMs - w.startMs >= 300);
    if (index > 0) return { group, index };
  }
  throw new Error("no spoken word long enough in the plan");
}

/** The rows (top, bottom) and columns (left, right) of a frame's pixels near `hex` inside `box`. */
function extentOf(rgb: Buffer, width: number, box: { x: number; y: number; w: number; h: number }, hex: string, tolerance = 60) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const found = { top: Number.POSITIVE_INFINITY, bottom: -1, left: Number.POSITIVE_INFINITY, right: -1 };
  for (let y = Math.max(0, box.y); y < box.y + box.h; y++) {
    for (let x = Math.max(0, box.x); x < Math.min(width, box.x + box.w); x++) {
      const i = 3 * (y * width + x);
      if (Math.abs(rgb[i] - r) + Math.abs(rgb[i + 1] - g) + Math.abs(rgb[i + 2] - b) >= tolerance) continue;
      found.top = Math.min(found.top, y);
      found.bottom = Math.max(found.bottom, y);
      found.left = Math.min(found.left, x);
      found.right = Math.max(found.right, x);
    }
  }
  return found;
}

const asRect = (b: { x: number; y: number; w: number; h: number }) => ({ x: b.x, y: b.y, width: b.w, height: b.h });
const around = (group: PlannedCaption, size: { width: number; height: number }) => {
  const pad = Math.round(group.fontSize * 0.6);
  const x = Math.max(0, Math.round(group.box.x - pad));
  const y = Math.max(0, Math.round(group.box.y - pad));
  return { x, y, w: Math.min(size.width - x, Math.round(group.box.w + 2 * pad)), h: Math.min(size.height - y, Math.round(group.box.h + 2 * pad)) };
};

/** The box of the line of `group` that holds word `index`, as the caption layer sets it, padded. */
const lineAround = (group: PlannedCaption, look: (typeof CAPTION_LOOKS)[CaptionStyle], plan: RenderPlan, index: number) => {
  const { lines } = setCaptionGroup(group, look, plan.layout.safe.width);
  const k = lines.findIndex((l) => index >= l.from && index < l.to);
  const top = group.y - lines.reduce((sum, l) => sum + l.height, 0) / 2 + lines.slice(0, k).reduce((sum, l) => sum + l.height, 0);
  const pad = Math.round(group.fontSize * 0.3);
  const x = Math.max(0, Math.round(group.x - lines[k].width / 2 - pad));
  const y = Math.max(0, Math.round(top - pad));
  return {
    x,
    y,
    w: Math.min(plan.size.width - x, Math.round(lines[k].width + 2 * pad)),
    h: Math.min(plan.size.height - y, Math.round(lines[k].height + 2 * pad)),
  };
};

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "rr-caption-styles-"));
  await writeFile(join(workDir, "image.jpg"), await sharp(Buffer.from(STILL_SVG)).jpeg({ quality: 95 }).toBuffer());
  voice = await createVoiceTrack({ script: makeTestScript(TEXT), workDir, tools });
  for (const style of Object.keys(SAMPLES) as CaptionStyle[]) {
    const plan = planRender(inputOf(style));
    const output = await renderVideo(tools, inputOf(style), plan);
    rendered[style] = { path: output.videoPath, plan };
  }
}, 180_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe("a render in each caption style", () => {
  it.each([
    ["bold", 720, 1280],
    ["plate", 720, 1280],
    ["pop", 1280, 720],
  ] as const)("%s is %ix%i and as long as planned", async (style, width, height) => {
    const { path, plan } = rendered[style]!;
    expect(plan.captionStyle).toBe(style);
    const info = await probeMedia(tools, path);
    expect(info.video).toMatchObject({ width, height });
    expect(Math.abs(info.durationMs - plan.timeline.totalMs)).toBeLessThan(100);
  });

  it("bold: the spoken word in yellow inside a thick dark outline, where the plan put the group", async () => {
    const { path, plan } = rendered.bold!;
    const { group, index } = spokenWord(plan);
    const rgb = await grabRgbFrame(tools, path, group.words[index].startMs + 150);
    const box = asRect(around(group, plan.size));
    // The spoken word's yellow, measured on its own line of the group (a phrase takes up to three).
    expect(shareNearColor(rgb, plan.size.width, asRect(lineAround(group, CAPTION_LOOKS.bold, plan, index)), CAPTION_COLORS.current)).toBeGreaterThan(0.01);
    expect(shareNearColor(rgb, plan.size.width, box, "#FFFFFF", 40)).toBeGreaterThan(0.01);
    expect(shareNearColor(rgb, plan.size.width, box, "#000000", 80)).toBeGreaterThan(0.03);
  });

  it("plate: a dark plate behind the whole group, as wide as its words and no wider", async () => {
    const { path, plan } = rendered.plate!;
    const { group, index } = spokenWord(plan);
    const rgb = await grabRgbFrame(tools, path, group.words[index].startMs + 150);
    const look = CAPTION_LOOKS.plate;
    const { lines } = setCaptionGroup(group, look, plan.layout.safe.width);
    // The whole group shows at once: one plate as wide as its widest line (build-captions.ts, drawPlate).
    const widest = Math.max(...lines.map((l) => l.width));
    const expected = widest + 2 * look.plate!.padX * group.fontSize;
    const plate = extentOf(rgb, plan.size.width, around(group, plan.size), look.plate!.color, 40);
    expect(Math.abs(plate.right - plate.left + 1 - expected)).toBeLessThanOrEqual(6);
    // Its left edge is the widest line's, centred on the caption's x.
    expect(Math.abs(plate.left - (group.x - widest / 2 - look.plate!.padX * group.fontSize))).toBeLessThanOrEqual(4);
    const inside = { x: plate.left, y: plate.top, width: plate.right - plate.left, height: plate.bottom - plate.top };
    expect(shareNearColor(rgb, plan.size.width, inside, CAPTION_COLORS.current)).toBeGreaterThan(0.01);
  });

  it("pop: the spoken word pops in past its size, then settles a little big, in yellow", async () => {
    const { path, plan } = rendered.pop!;
    const { group, index } = spokenWord(plan);
    const word = group.words[index];
    const box = around(group, plan.size);
    // At 24 fps the popped step (50–150 ms after the word starts) holds at least two frames; 100 ms in is one of them.
    const popped = extentOf(await grabRgbFrame(tools, path, word.startMs + 100), plan.size.width, box, CAPTION_COLORS.current);
    const settled = extentOf(await grabRgbFrame(tools, path, word.startMs + 250), plan.size.width, box, CAPTION_COLORS.current);
    expect(settled.bottom).toBeGreaterThan(settled.top);
    const ratio = (popped.bottom - popped.top) / (settled.bottom - settled.top);
    expect(ratio).toBeGreaterThan(1.08);
    expect(ratio).toBeLessThan(1.3);
  });
});
