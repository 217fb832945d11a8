import { describe, expect, it } from "vitest";
import { type Analysis, NO_PHOTO_FACTS, type Script } from "../../types";
import { buildRenderInput } from "./build-render-input";

const line = { text: "Thought leader", box: { x: 4, y: 8, w: 60, h: 12 }, role: "bio" as const, owner: "self" as const, confidence: 0.9 };
const analysis = {
  platform: "tiktok",
  kind: "profile",
  text: ["Thought leader"],
  lines: [line],
  quotes: [],
  hashtags: [],
  jobTitles: [],
  counts: {},
  photo: NO_PHOTO_FACTS,
  visual: { dominantColors: ["#112233"], width: 100, height: 200 },
} as unknown as Analysis;
const script: Script = {
  text: "Hi there.",
  words: [{ text: "Hi" }, { text: "there.", emphasis: true }],
  beats: [],
  mood: "chaotic",
  source: "offline",
  quoted: [],
  targets: [],
  lineIds: [],
};
const target = { kind: "quote" as const, text: "Thought leader", box: line.box, wordStart: 0, wordEnd: 1 };
const voice = {
  wavPath: "/w/voice.wav",
  durationMs: 900,
  words: [
    { text: "Hi", startMs: 0, endMs: 300 },
    { text: "there.", startMs: 300, endMs: 800, emphasis: true },
  ],
  punchlineMs: 300,
  style: "roastbot" as const,
  fallbackReason: "cloud voice down",
};

describe("buildRenderInput", () => {
  it("keeps the files, timings and summaries a later render needs, and the tier's options", () => {
    const input = buildRenderInput({
      workDir: "/w",
      image: { path: "/w/image.jpg", width: 10, height: 20 },
      voice,
      script,
      analysis,
      tier: "essentials",
      watermark: false,
      seed: "s",
    });
    expect(input).toEqual({
      workDir: "/w",
      image: { path: "/w/image.jpg", width: 10, height: 20 },
      voice: { wavPath: "/w/voice.wav", durationMs: 900, words: voice.words, style: "roastbot" },
      script: { text: "Hi there.", mood: "chaotic" },
      options: { watermark: false, music: true, upscale: true },
      seed: "s",
      direction: { targets: [], focusHint: undefined, quoted: [], textBoxes: [line.box] },
      endCard: { verdict: "Cringe level: 58%", site: "roastreel.app" },
      signal: undefined,
    });
  });

  it("carries what the camera shows (targets with their line height), the upload's text boxes and the end card with the site's host", () => {
    const input = buildRenderInput({
      workDir: "/w",
      image: { path: "/i", width: 100, height: 200 },
      voice,
      script: { ...script, targets: [target] },
      analysis,
      tier: "free",
      watermark: true,
      seed: "s",
      siteHost: "roast.example",
    });
    expect(input.direction?.targets).toEqual([{ ...target, lineHeight: 12 }]);
    expect(input.endCard).toEqual({ verdict: "Cringe level: 62%", site: "roast.example" });
  });

  it("watermarks a free roast on any tier", () => {
    const input = buildRenderInput({
      workDir: "/w",
      image: { path: "/i", width: 1, height: 1 },
      voice,
      script,
      analysis,
      tier: "creator",
      watermark: true,
      seed: "s",
    });
    expect(input.options.watermark).toBe(true);
  });
});
