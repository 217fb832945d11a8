import { readFileSync } from "node:fs";
import { access, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawSample } from "../../../features/gallery/showcase";
import { createRoastEngine, type RoastEngine, type RoastOutput, type RoastResult, type Stage } from "../../index";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { probeMedia } from "../../infrastructure/tools/probe-media";
import { liveFfmpegChildren } from "../../stages/render/test-support/live-ffmpeg";

const tools = createMediaTools();
let engine: RoastEngine;
let image: Buffer;
let workDir: string;
let result: RoastResult;
const events: string[] = [];
const outputs: RoastOutput[] = [];

beforeAll(async () => {
  engine = createRoastEngine({ shareModels: true });
  image = await drawSample("x-thread-jordan");
  workDir = await mkdtemp(join(tmpdir(), "rr-pipeline-"));
  result = await engine.runRoast(
    { image, seed: "pipeline", tier: "starter", watermark: false, orientations: ["landscape"], workDir },
    {
      onStage: (stage: Stage) => void events.push(`stage:${stage}`),
      onOutput: (output) => {
        events.push(`output:${output.orientation}`);
        outputs.push(output);
      },
    },
  );
}, 240_000);

afterAll(async () => {
  await engine.close();
  await rm(workDir, { recursive: true, force: true });
});

describe("runRoast", () => {
  it("runs the stages in order, then reports the first output", () => {
    expect(events).toEqual(["stage:analyzing", "stage:generating_script", "stage:creating_video", "stage:finalizing", "output:landscape"]);
    const { timings } = result;
    for (const stage of ["analyzing", "generating_script", "creating_video", "finalizing"] as const) expect(timings[stage]).toBeGreaterThan(0);
    const sum = timings.analyzing + timings.generating_script + timings.creating_video + timings.finalizing;
    expect(timings.total).toBeGreaterThanOrEqual(sum);
  });

  it("reports a checked video with its poster, and keeps what a later render needs", async () => {
    expect(outputs[0]).toMatchObject({ orientation: "landscape", posterPath: join(workDir, "poster.jpg") });
    expect(result.outputs).toEqual({ landscape: outputs[0].videoPath, poster: outputs[0].posterPath });
    expect(readFileSync(outputs[0].posterPath!).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(outputs[0].durationMs).toBeGreaterThanOrEqual(6000);
    expect(result.voice?.words.map((w) => w.text)).toEqual(result.script.words.map((w) => w.text));
    expect(result.renderInput?.options).toEqual({ watermark: false, music: false, upscale: false });
    expect((await readdir(workDir)).filter((n) => n.includes(".tmp-"))).toEqual([]);
  });

  it("renders the missing orientation on demand from the kept render input, planned from it when no plan was kept", async () => {
    expect(result.plans?.portrait).toBeUndefined();
    const outPath = join(workDir, "later-portrait.mp4");
    const later = await engine.renderOrientation({ ...result.renderInput!, orientation: "portrait", outPath });
    expect(later.videoPath).toBe(outPath);
    const info = await probeMedia(tools, outPath);
    expect(info.video).toMatchObject({ width: 720, height: 1280 });
    expect(Math.abs(info.durationMs - later.durationMs)).toBeLessThan(50);
  });

  it("kills ffmpeg when aborted during the render", async () => {
    const controller = new AbortController();
    const dir = await mkdtemp(join(tmpdir(), "rr-abort-"));
    let killed: number[] = [];
    // Abort as soon as the render's ffmpeg is running.
    const watch = setInterval(() => {
      const live = liveFfmpegChildren();
      if (live.length > 0 && !controller.signal.aborted) {
        killed = live;
        controller.abort(new Error("user cancelled"));
      }
    }, 25);
    const run = engine.runRoast({
      image,
      seed: "abort",
      tier: "creator",
      watermark: false,
      orientations: ["portrait"],
      workDir: dir,
      signal: controller.signal,
    });
    await expect(run).rejects.toThrow("user cancelled");
    clearInterval(watch);
    expect(killed.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(liveFfmpegChildren()).toEqual([]);
    await expect(access(join(dir, "roast-portrait.mp4"))).rejects.toThrow();
    await rm(dir, { recursive: true, force: true });
  });
});
