import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Analyzer, createAnalyzer } from "./";
import { normalizeImage } from "../../infrastructure/image";
import { writeOfflineScript } from "../script";
import type { Analysis } from "../../types";
import { drawSample, SHOWCASE_SAMPLES, SHOWCASE_SAMPLE_IDS, type ShowcaseSample } from "../../../features/gallery/showcase";

// Everything drawn on a sample, for checking that OCR read real words, not noise.
const drawnText = (spec: ShowcaseSample) =>
  [
    spec.name,
    spec.handle,
    spec.headline,
    ...spec.bio,
    ...spec.extras,
    spec.caption,
    ...(spec.hashtags ?? []),
    ...spec.stats.flatMap((s) => [s.value, s.label]),
    ...(spec.prompts ?? []).flatMap((p) => [p.prompt, p.answer]),
  ]
    .filter(Boolean)
    .join("\n")
    .toLowerCase();

let analyzer: Analyzer;
const analyses = new Map<string, Analysis>();

// One warm OCR worker reads every sample: twenty-odd readings one after the other, which on a
// busy 2-core host (four test files at once) took longer than the default two minutes for a hook.
beforeAll(async () => {
  analyzer = createAnalyzer();
  for (const spec of SHOWCASE_SAMPLES) analyses.set(spec.id, await analyzer.analyze(await normalizeImage(await drawSample(spec.id))));
}, 360_000);
afterAll(() => analyzer.close());

describe("samples", () => {
  it("draws at least 20 distinct fake profiles as PNGs, with six showcase picks", async () => {
    expect(SHOWCASE_SAMPLES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(SHOWCASE_SAMPLES.map((s) => s.id)).size).toBe(SHOWCASE_SAMPLES.length);
    expect(new Set(SHOWCASE_SAMPLES.map((s) => s.handle ?? s.caption ?? s.name)).size).toBe(SHOWCASE_SAMPLES.length);
    const png = await drawSample(SHOWCASE_SAMPLES[0].id);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1080 });
    expect(SHOWCASE_SAMPLE_IDS).toHaveLength(6);
    const showcased = SHOWCASE_SAMPLE_IDS.map((id) => SHOWCASE_SAMPLES.find((s) => s.id === id)?.layout);
    expect(showcased).toEqual(["instagram", "tiktok", "linkedin", "dating", "x", "photo"]);
    await expect(drawSample("no-such-sample")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("reads each sample's handle, counts and platform", () => {
    for (const spec of SHOWCASE_SAMPLES) {
      const analysis = analyses.get(spec.id)!;
      expect(analysis.platform, spec.id).toBe(spec.platform);
      if (spec.handle) expect(analysis.handles, spec.id).toContain(spec.handle);
      for (const tag of spec.hashtags ?? []) expect(analysis.hashtags, spec.id).toContain(tag);
      const shownCounts = spec.stats.filter((s) => /follow|like|connection|friend/i.test(s.label));
      expect(Object.keys(analysis.counts).length, spec.id).toBeGreaterThanOrEqual(shownCounts.length > 0 ? 1 : 0);
      expect(analysis.visual.isScreenshot, spec.id).toBe(spec.layout !== "photo");
    }
    expect(analyses.get("instagram-sunset-chaser")!.counts).toEqual({ posts: 128, followers: 1204, following: 2987 });
    expect(analyses.get("linkedin-founder-derek")!.jobTitles).toContain("Founder & CEO");
    expect(analyses.get("instagram-plant-dad")!.visual.colorNames).toContain("beige");
  });

  it("turns 20 samples into 20 distinct roasts, each quoting what OCR read from its image", () => {
    const picked = SHOWCASE_SAMPLES.slice(0, 20);
    const scripts = picked.map((spec) => writeOfflineScript(analyses.get(spec.id)!, "sample-seed"));
    expect(new Set(scripts.map((s) => s.text)).size).toBe(20);
    scripts.forEach((script, i) => {
      const spec = picked[i];
      const read = analyses.get(spec.id)!.text.join("\n").toLowerCase();
      expect(script.quoted.length, spec.id).toBeGreaterThan(0);
      for (const quote of script.quoted) {
        expect(script.text, spec.id).toContain(quote);
        expect(read, spec.id).toContain(quote.toLowerCase());
        expect(drawnText(spec), spec.id).toContain(quote.toLowerCase());
      }
    });
  });

  it("stops waiting when the caller aborts, and the warm worker stays usable", async () => {
    const image = await normalizeImage(await drawSample("x-thread-jordan"));
    const controller = new AbortController();
    const pending = analyzer.analyze(image, { signal: controller.signal });
    controller.abort(new Error("cancelled"));
    await expect(pending).rejects.toThrow("cancelled");
    const again = await analyzer.analyze(image);
    expect(again.handles).toContain("@jordanthreads");
  });
});
