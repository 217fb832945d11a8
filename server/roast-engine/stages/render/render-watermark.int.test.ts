import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { probeMedia } from "../../infrastructure/tools/probe-media";
import type { Orientation, Tier } from "../../types";
import { cameraAt, toFrame } from "../plan/camera-at";
import { FPS } from "../plan/plan-timeline";
import { planRender } from "../plan/plan-render";
import type { RenderPlan } from "../plan/render-plan";
import { makeTestScript } from "../script/test-support/make-test-script";
import { type Voice, createVoiceTrack } from "../voice/create-voice-track";
import type { RenderOutput } from "./render-input";
import { renderVideo } from "./render-video";
import { grabGrayFrame, shareChanged } from "./test-support/inspect-media";
import { getTierOptions } from "./tier-options";

/**
 * The free roast's corner mark, drawn: each free render beside the same roast on a paid tier (the
 * same plan but for the mark), frame against frame. Where the mark is planned it is drawn, and
 * nothing else differs: no band across the frame, the quoted line and the captions untouched.
 */
const TEXT = "Three job titles separated by pipes. Bold strategy, making your bio look like a plumbing diagram.";
// A narrow phone screenshot (its opening view has fill either side) with the quoted line near its top right.
const IMAGE = { width: 860, height: 1860 };
const QUOTE = { kind: "quote" as const, text: "Three job titles", box: { x: 420, y: 40, w: 400, h: 46 }, wordStart: 0, wordEnd: 3, lineHeight: 46 };
const blocks = Array.from({ length: 7 }, (_, i) => `<rect x="${424 + i * 56}" y="44" width="${28 + (i % 3) * 8}" height="38" fill="#222"/>`).join("");
const STILL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="1860">
  <rect width="860" height="1860" fill="#f3ede4"/><circle cx="150" cy="200" r="100" fill="#5a7ec9"/>${blocks}
  <rect x="60" y="420" width="700" height="30" fill="#666"/><rect x="40" y="520" width="780" height="1200" fill="#3c9a78"/></svg>`;
const SAMPLES: Record<string, [Tier, Orientation]> = {
  "free-portrait": ["free", "portrait"],
  "paid-portrait": ["starter", "portrait"],
  "free-landscape": ["free", "landscape"],
  "paid-landscape": ["starter", "landscape"],
};
const FRAME_MS = 1000 / FPS;

const tools = createMediaTools();
let workDir: string;
let voice: Voice;
const plans: Record<string, RenderPlan> = {};
const renders: Record<string, RenderOutput> = {};

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "rr-watermark-"));
  const imagePath = join(workDir, "image.jpg");
  await writeFile(imagePath, await sharp(Buffer.from(STILL_SVG)).jpeg({ quality: 95 }).toBuffer());
  voice = await createVoiceTrack({ script: makeTestScript(TEXT, "smug", [QUOTE]), workDir, tools });
  for (const [name, [tier, orientation]] of Object.entries(SAMPLES)) {
    const input = {
      orientation,
      outPath: join(workDir, `${name}.mp4`),
      workDir,
      image: { path: imagePath, ...IMAGE },
      voice,
      script: { text: TEXT, mood: "smug" as const },
      options: getTierOptions(tier),
      direction: { targets: [QUOTE] },
      seed: "watermark-test",
    };
    plans[name] = planRender(input);
    renders[name] = await renderVideo(tools, input, plans[name]);
  }
}, 240_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

/** Share of a frame's pixels that changed by more than `threshold` grey levels outside a box (`pad` wider). */
function changedOutside(a: Buffer, b: Buffer, size: { width: number; height: number }, box: { x: number; y: number; w: number; h: number }, pad: number) {
  let changed = 0;
  for (let y = 0; y < size.height; y++)
    for (let x = 0; x < size.width; x++) {
      const inBox = x >= box.x - pad && x < box.x + box.w + pad && y >= box.y - pad && y < box.y + box.h + pad;
      if (!inBox && Math.abs(a[y * size.width + x] - b[y * size.width + x]) > 20) changed++;
    }
  return changed / (size.width * size.height);
}

describe.each(["portrait", "landscape"] as const)("the free roast's mark, %s", (orientation) => {
  const free = `free-${orientation}`;
  const paid = `paid-${orientation}`;

  it("is 720p, as the free tier's video always is", async () => {
    const info = await probeMedia(tools, renders[free].videoPath);
    expect(info.video).toMatchObject(orientation === "portrait" ? { width: 720, height: 1280 } : { width: 1280, height: 720 });
    expect(plans[paid].watermark).toBeUndefined();
  });

  it("is drawn where the plan put it on every frame before the end card, and nothing else is: no band, the quoted line and captions as the paid render has them", async () => {
    const plan = plans[free];
    const { size } = plan;
    const moments = plan.watermark!.moments;
    let checkedMs = 0;
    let quoted = 0;
    for (const m of moments) {
      // A frame well inside the moment (one shorter than three frames is checked by its neighbours' edges).
      if (m.toMs - m.fromMs < 3 * FRAME_MS) continue;
      checkedMs += m.toMs - m.fromMs;
      const at = Math.round((m.fromMs + m.toMs) / 2);
      const [a, b] = await Promise.all([grabGrayFrame(tools, renders[free].videoPath, at), grabGrayFrame(tools, renders[paid].videoPath, at)]);
      expect(shareChanged(a, b, size.width, { x: m.box.x, y: m.box.y, width: m.box.w, height: m.box.h }, 20), `mark at ${at} ms`).toBeGreaterThan(0.5);
      expect(changedOutside(a, b, size, m.box, 3), `outside the mark at ${at} ms`).toBeLessThan(0.001);
      // The quoted line while it is said, and the captions shown, are the paid render's pixels.
      const mark = plan.shots.find((s) => s.mark && (s.mark.saidFromMs ?? s.mark.fromMs) <= at && at < s.mark.toMs)?.mark;
      const line = mark && toFrame(cameraAt(plan.shots, at), mark.box, plan.layout.viewport);
      const shown = plan.captions.filter((c) => c.startMs <= at && at < c.endMs).map((c) => c.box);
      for (const box of [...(line ? [line] : []), ...shown]) {
        const area = { x: Math.max(0, Math.round(box.x)), y: Math.max(0, Math.round(box.y)), width: Math.floor(box.w), height: Math.floor(box.h) };
        expect(shareChanged(a, b, size.width, area, 20), `line or caption at ${at} ms`).toBeLessThan(0.002);
      }
      if (line) quoted++;
    }
    // Checked over nearly all the roast, the quoted line's moments among them.
    expect(checkedMs).toBeGreaterThan(0.9 * plan.timeline.endCardStartMs);
    expect(quoted).toBeGreaterThan(0);
  });

  it("keeps off the quoted line at the top right by taking another corner, from the first frame it shows and while it is said", () => {
    const moments = plans[free].watermark!.moments;
    const quote = plans[free].shots.find((s) => s.kind === "quote")!;
    const settled = moments.find((m) => m.fromMs === quote.startMs + quote.moveMs)!;
    expect(moments[0].corner).not.toBe("top-right");
    expect(settled.corner).not.toBe("top-right");
  });
});
