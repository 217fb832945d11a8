import { execFile } from "node:child_process";
import { access, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaTools } from "../roast-engine/infrastructure/tools/media-tools";
import { probeMedia } from "../roast-engine/infrastructure/tools/probe-media";
import { drawSample } from "../features/gallery/showcase";
import { startLlmStandIn } from "../roast-engine/stages/script/test-support/llm-stand-in";

const run = promisify(execFile);
let dir: string;
let imagePath: string;

/** Runs the CLI as a user would, offline unless `more` sets LLM_* or TTS_*. */
async function runCli(args: string[], more: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { PATH: process.env.PATH ?? "", HOME: dir, NODE_ENV: "test", ...more };
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "server/cli/roast-cli.ts", ...args], { env, maxBuffer: 8 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rr-cli-"));
  imagePath = join(dir, "linkedin.png");
  await writeFile(imagePath, await drawSample("linkedin-founder-derek"));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("roast CLI", () => {
  it("roasts a sample into a video and a poster and prints one JSON object", async () => {
    const out = join(dir, "out");
    const { code, stdout } = await runCli([imagePath, "--out", out, "--orientation", "portrait", "--tier", "starter", "--seed", "cli-1"]);
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.script.split(" ").length).toBeGreaterThan(8);
    expect(result.platform).toBe("linkedin");
    // The server's default voice, offline: Flite (ADR 0011).
    expect(result.narrator).toBe("flite");
    expect(result.analysis.text.length).toBeGreaterThan(2);
    expect(Object.keys(result.timings_ms)).toEqual(["analyzing", "generating_script", "creating_video", "finalizing", "total"]);
    expect(result.timings_ms.total).toBeGreaterThanOrEqual(result.timings_ms.creating_video);
    expect(Object.keys(result.outputs).sort()).toEqual(["portrait", "poster"]);
    await access(result.outputs.poster);
    const info = await probeMedia(createMediaTools(), result.outputs.portrait);
    expect(info.video).toMatchObject({ width: 720, height: 1280 });
    expect((await readdir(out)).sort()).toEqual(["linkedin-cli-1-portrait.mp4", "linkedin-cli-1-poster.jpg"]);
    // The camera's shots: exactly start_ms, end_ms, focus (source pixels), label; the whole upload first.
    expect(result.shots.length).toBeGreaterThanOrEqual(2);
    expect(result.shots[0]).toMatchObject({ start_ms: 0, label: "whole" });
    for (const shot of result.shots) {
      expect(Object.keys(shot).sort()).toEqual(["end_ms", "focus", "label", "start_ms"]);
      expect(Object.keys(shot.focus).sort()).toEqual(["h", "w", "x", "y"]);
      expect(shot.end_ms).toBeGreaterThan(shot.start_ms);
    }
    // Per orientation rendered, the caption groups with the boxes they cover (output pixels).
    expect(Object.keys(result.captions)).toEqual(["portrait"]);
    // A clause a group (chunk-phrases.ts), the quote's own words left to the quote set large: the
    // groups, in time order, are the words said after the quote, to the script's last word.
    const groups: Array<{ text: string; start_ms: number; end_ms: number }> = result.captions.portrait;
    expect(groups.length).toBeGreaterThanOrEqual(1);
    // The quote closes on the first mark that no letter follows ("isn't" and "dog's" keep theirs).
    const close = 1 + result.script.slice(1).search(/'(?![\p{L}])/u);
    const afterQuote = result.script.slice(close + 1).replace(/^[.,!?]\s*/, "");
    expect(groups.map((g) => g.text).join(" ")).toBe(afterQuote);
    for (const [i, group] of groups.entries()) if (i > 0) expect(group.start_ms).toBeGreaterThanOrEqual(groups[i - 1].end_ms);
    for (const caption of result.captions.portrait) {
      expect(Object.keys(caption).sort()).toEqual(["box", "end_ms", "start_ms", "text"]);
      expect(caption.box.x + caption.box.w).toBeLessThanOrEqual(720);
      expect(caption.box.y + caption.box.h).toBeLessThanOrEqual(1280);
    }
  });

  it("prints each orientation's render plan without rendering with --plan", async () => {
    const { code, stdout } = await runCli([
      imagePath,
      "--plan",
      "--seed",
      "cli-1",
      "--narrator",
      "roastbot",
      "--captions",
      "pop",
      "--out",
      join(dir, "planned"),
    ]);
    expect(code).toBe(0);
    const { plans, narrator } = JSON.parse(stdout);
    expect(narrator).toBe("roastbot");
    expect(Object.keys(plans).sort()).toEqual(["landscape", "portrait"]);
    // Both orientations' captions in the style asked for.
    expect([plans.landscape.captionStyle, plans.portrait.captionStyle]).toEqual(["pop", "pop"]);
    expect(plans.portrait).toMatchObject({ size: { width: 720, height: 1280 }, fps: 24 });
    expect(plans.portrait.shots[0]).toMatchObject({ startMs: 0, kind: "whole", label: "whole" });
    expect(plans.landscape.captions.length).toBeGreaterThan(2);
    expect(plans.landscape.audio.stingAtMs).toBeGreaterThan(plans.landscape.audio.voiceStartMs);
    await expect(access(join(dir, "planned"))).rejects.toThrow();
  });

  it("stops after the script with --script-only", async () => {
    const { code, stdout } = await runCli([imagePath, "--script-only", "--seed", "cli-1", "--out", join(dir, "none")]);
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.outputs).toEqual({});
    expect(result.shots).toEqual([]);
    expect(result.timings_ms.creating_video).toBe(0);
    expect(result.script.length).toBeGreaterThan(20);
    expect(result.script_author).toBe("offline");
    expect(result.script_problems).toEqual([]);
    await expect(access(join(dir, "none"))).rejects.toThrow();
  });

  it("says when a model wrote the script, and when it was repaired after a refusal", async () => {
    // First an invented quote, then a true one: the engine asks once more with the reason.
    const answers = [
      {
        beats: ["“Disrupting breakfast since 2009.”", "Bold, for a man whose one exit was the building."],
        targets: [{ fragment: "Disrupting breakfast since 2009", kind: "quote", whose: "owner" }],
        mood: "smug",
      },
      {
        beats: ["“Helping brands disrupt the disruptors.”", "Derek, the disruptors have asked you to stop.", "Politely. Twice."],
        targets: [{ fragment: "Helping brands disrupt the disruptors", kind: "quote", whose: "owner" }],
        mood: "smug",
      },
    ];
    const standIn = await startLlmStandIn((_, index) => ({ content: answers[Math.min(index, answers.length - 1)] }));
    try {
      const model = { LLM_BASE_URL: standIn.baseUrl, LLM_MODEL: "stand-in-vision" };
      const { code, stdout, stderr } = await runCli([imagePath, "--script-only", "--seed", "cli-model"], model);
      expect(stderr).toBe("");
      expect(code).toBe(0);
      const result = JSON.parse(stdout);
      expect(result.fallbacks.script).toBeUndefined();
      expect(standIn.requests).toHaveLength(2);
      expect(result.script_author).toBe("repaired");
      expect(result.script_problems).toEqual(["invented_quote"]);
      expect(result.script).toContain("Helping brands disrupt the disruptors");
    } finally {
      await standIn.close();
    }
  });

  it("exits 2 with the usage on a bad command line", async () => {
    const bad = await runCli([imagePath, "--tier", "platinum"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unknown tier "platinum"');
    expect(bad.stderr).toContain("Usage: npm run roast");
    expect(bad.stdout).toBe("");
    const missing = await runCli([join(dir, "nope.png")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("Cannot read the image");
  });
});
