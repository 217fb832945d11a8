import { describe, expect, it } from "vitest";
import type { Analysis, Script } from "../types";
import { buildRenderInput } from "./build-render-input";

const analysis = { platform: "tiktok", visual: { dominantColors: ["#112233"] } } as unknown as Analysis;
const script: Script = { text: "Hi there.", words: [{ text: "Hi" }, { text: "there.", emphasis: true }], beats: [], mood: "chaotic", source: "offline", quoted: [], targets: [], lineIds: [] };
const voice = {
  wavPath: "/w/voice.wav",
  durationMs: 900,
  words: [{ text: "Hi", startMs: 0, endMs: 300 }, { text: "there.", startMs: 300, endMs: 800, emphasis: true }],
  punchlineMs: 300,
  style: "roastbot" as const,
  fallbackReason: "cloud voice down",
};

describe("buildRenderInput", () => {
  it("keeps the files, timings and summaries a later render needs, and the tier's options", () => {
    const input = buildRenderInput({ workDir: "/w", image: { path: "/w/image.jpg", width: 10, height: 20 }, voice, script, analysis, tier: "essentials", watermark: false, seed: "s" });
    expect(input).toEqual({
      workDir: "/w",
      image: { path: "/w/image.jpg", width: 10, height: 20 },
      voice: { wavPath: "/w/voice.wav", durationMs: 900, words: voice.words, punchlineMs: 300, style: "roastbot" },
      script: { text: "Hi there.", mood: "chaotic" },
      analysis: { platform: "tiktok", dominantColors: ["#112233"] },
      options: { watermark: false, music: true, upscale: true },
      seed: "s",
      signal: undefined,
    });
  });

  it("watermarks a free roast on any tier", () => {
    const input = buildRenderInput({ workDir: "/w", image: { path: "/i", width: 1, height: 1 }, voice, script, analysis, tier: "creator", watermark: true, seed: "s" });
    expect(input.options.watermark).toBe(true);
  });
});
