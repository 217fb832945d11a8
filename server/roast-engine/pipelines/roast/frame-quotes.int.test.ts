import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraAt, toFrame } from "../../stages/plan/camera-at";
import { clipToViewport } from "../../stages/plan/find-text-in-frame";
import { overlapArea } from "../../stages/plan/geometry";
import type { RenderPlan } from "../../stages/plan/render-plan";
import { createRoastEngine, type RoastEngine, type RoastResult } from "../../index";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { grabGrayFrame } from "../../stages/render/test-support/inspect-media";
import type { Box, Orientation } from "../../types";

/**
 * Three realistic uploads (sample screens with real OCR, script and voice), both orientations:
 * while each quoted fragment is said, the frame shows it whole, its pixels those of the upload
 * (the free roast's corner mark keeps off it), and no caption covers the upload's own text.
 */
const SCREENS = ["ig-profile-zoe-light.png", "x-profile-devon.png", "hinge-maya-light.png"];
const ORIENTATIONS: Orientation[] = ["portrait", "landscape"];
const tools = createMediaTools();
let engine: RoastEngine;
let workDir: string;
const results: Record<string, RoastResult> = {};

beforeAll(async () => {
  engine = createRoastEngine({ shareModels: true });
  workDir = await mkdtemp(join(tmpdir(), "rr-frame-quotes-"));
  for (const screen of SCREENS) {
    const image = await readFile(join(import.meta.dirname, "..", "..", "..", "..", "bench", "reading-set", "images", screen));
    const dir = await mkdtemp(join(workDir, "roast-"));
    results[screen] = await engine.runRoast({ image, seed: "frame", tier: "free", watermark: true, orientations: ORIENTATIONS, workDir: dir });
  }
}, 400_000);

afterAll(async () => {
  await engine.close();
  await rm(workDir, { recursive: true, force: true });
});

const inside = (outer: { x: number; y: number; width: number; height: number }, b: Box) =>
  b.x >= outer.x - 1 && b.y >= outer.y - 1 && b.x + b.w <= outer.x + outer.width + 1 && b.y + b.h <= outer.y + outer.height + 1;

/**
 * zoompan places its window on whole, even pixels of the pre-scaled stage (chroma), so the frame
 * may sit up to two stage pixels (about 3.5 output pixels when zoomed in) off the exact camera:
 * the fragment is looked for that far around where it should be.
 */
const SLACK = 4;

/**
 * The band under each quoted line where the render draws its mark (an underline in the brand
 * colour, stages/render/build-marks.ts: at most a fifth of the line's height thick, set just under
 * it), in frame pixels, with room for the blur both images get: the still has no mark there, so
 * those pixels are left out of a match, and every other pixel of the fragment counts.
 */
function markBands(plan: RenderPlan, ms: number): Box[] {
  const view = cameraAt(plan.shots, ms);
  return plan.marks
    .filter((m) => m.style === "text" && m.startMs <= ms && m.toMs > ms)
    .map((m) => {
      const line = toFrame(view, m.box, plan.layout.viewport);
      return { x: line.x - BLUR_REACH, y: line.y + line.h, w: line.w + 2 * BLUR_REACH, h: line.h * 0.35 + BLUR_REACH };
    });
}

/** How far the blur both images are softened with carries a mark's colour, in pixels. */
const BLUR_REACH = 4;

/** The smallest mean difference between `expected` and the frame's area at `at`, moved up to SLACK pixels each way, leaving out the frame's pixels in `masked`. */
function bestMatch(
  frame: Buffer,
  size: { width: number; height: number },
  expected: Buffer,
  at: { left: number; top: number; width: number; height: number },
  masked: Box[] = [],
): number {
  const isMasked = (fx: number, fy: number) => masked.some((b) => fx >= b.x && fx < b.x + b.w && fy >= b.y && fy < b.y + b.h);
  let best = Number.POSITIVE_INFINITY;
  for (let dy = -SLACK; dy <= SLACK; dy++) {
    for (let dx = -SLACK; dx <= SLACK; dx++) {
      let sum = 0;
      let count = 0;
      for (let y = 0; y < at.height; y++) {
        const fy = at.top + dy + y;
        if (fy < 0 || fy >= size.height) continue;
        for (let x = 0; x < at.width; x++) {
          const fx = at.left + dx + x;
          if (fx < 0 || fx >= size.width || isMasked(fx, fy)) continue;
          sum += Math.abs(frame[fy * size.width + fx] - expected[y * at.width + x]);
          count += 1;
        }
      }
      if (count > 0) best = Math.min(best, sum / count);
    }
  }
  return best;
}

/** The moments to check: the middle of each quote shot once the camera is there. */
function quoteMoments(plan: RenderPlan) {
  return plan.shots.flatMap((shot) => {
    if (shot.kind !== "quote" || !shot.mark) return [];
    return [{ ms: Math.round((shot.startMs + shot.moveMs + shot.endMs) / 2), mark: shot.mark }];
  });
}

describe.each(SCREENS)("%s", (screen) => {
  it("quotes something on screen, and reports each orientation's captions as the CLI prints them", () => {
    const result = results[screen];
    for (const orientation of ORIENTATIONS) {
      expect(quoteMoments(result.plans![orientation]!).length).toBeGreaterThan(0);
      expect(result.captions![orientation]!.map((c) => Object.keys(c).sort())).toEqual(
        result.plans![orientation]!.captions.map(() => ["box", "end_ms", "start_ms", "text"]),
      );
      expect(result.captions![orientation]!.map((c) => c.text).join(" ")).not.toMatch(/(^|\s)['"“‘]|['"”’][.,!?)]*(\s|$)/);
    }
  });

  it.each(ORIENTATIONS)("%s: in the middle of each quote shot the fragment is in the frame, as the decoded frame shows", async (orientation) => {
    const result = results[screen];
    const plan = result.plans![orientation]!;
    const v = plan.layout.viewport;
    const still = join(result.renderInput!.workDir, "image.jpg");
    for (const moment of quoteMoments(plan)) {
      const view = cameraAt(plan.shots, moment.ms);
      const fragment = toFrame(view, moment.mark.box, v);
      expect(inside(v, fragment)).toBe(true);
      // The part of the fragment on screen, and the same part of the still, scaled as the camera scales it.
      const seen = clipToViewport(fragment, v)!;
      const area = { left: Math.ceil(seen.x), top: Math.ceil(seen.y), width: Math.max(1, Math.floor(seen.w) - 1), height: Math.max(1, Math.floor(seen.h) - 1) };
      const s = view.w / v.width;
      const source = {
        left: Math.round(view.x + (area.left - v.x) * s),
        top: Math.round(view.y + (area.top - v.y) * s),
        width: Math.round(area.width * s),
        height: Math.round(area.height * s),
      };
      const expected = await sharp(still).extract(source).resize(area.width, area.height, { fit: "fill" }).grayscale().raw().toBuffer();
      const frame = await grabGrayFrame(tools, result.outputs[orientation]!, moment.ms);
      const soften = (pixels: Buffer, width: number, height: number) =>
        sharp(pixels, { raw: { width, height, channels: 1 } })
          .blur(1.5)
          .grayscale()
          .raw()
          .toBuffer();
      const [softFrame, softExpected] = await Promise.all([soften(frame, plan.size.width, plan.size.height), soften(expected, area.width, area.height)]);
      const bands = markBands(plan, moment.ms);
      const best = bestMatch(softFrame, plan.size, softExpected, area, bands);
      // The same words one line lower are not a match: the check tells text from text.
      const lower = bestMatch(
        softFrame,
        plan.size,
        softExpected,
        { ...area, top: Math.min(plan.size.height - area.height - SLACK, area.top + area.height) },
        bands,
      );
      expect(best).toBeLessThan(12);
      expect(best).toBeLessThan(0.6 * lower);
    }
  });

  it.each(ORIENTATIONS)("%s: no caption showing then covers the fragment, nor the upload's own text unless on its own plate", (orientation) => {
    const result = results[screen];
    const plan = result.plans![orientation]!;
    for (const moment of quoteMoments(plan)) {
      const view = cameraAt(plan.shots, moment.ms);
      const text = result.analysis.lines
        .map((l) => clipToViewport(toFrame(view, l.box, plan.layout.viewport), plan.layout.viewport))
        .filter((b): b is Box => b !== undefined);
      const showing = result.captions![orientation]!.filter((c) => c.start_ms <= moment.ms && c.end_ms > moment.ms);
      for (const caption of showing) {
        expect(overlapArea(caption.box, toFrame(view, moment.mark.box, plan.layout.viewport))).toBe(0);
        const plated = plan.captions.find((c) => c.startMs === caption.start_ms)!.plate;
        if (plated) continue;
        for (const line of text) expect(overlapArea(caption.box, line), `"${caption.text}" over a text line at ${moment.ms} ms`).toBe(0);
      }
    }
  });
});
