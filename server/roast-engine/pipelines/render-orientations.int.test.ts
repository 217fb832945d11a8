import { access, chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawSample } from "../../features/gallery/showcase";
import { createRoastEngine, type RoastEngine, type RoastOutput } from "../index";
import { createMediaTools } from "../infrastructure/tools/media-tools";
import { probeMedia } from "../infrastructure/tools/probe-media";
import { startLlmStandIn } from "../stages/script/test-support/llm-stand-in";
import { liveFfmpegChildren, liveFfmpegProcesses } from "../stages/render/test-support/live-ffmpeg";

const tools = createMediaTools();
let dir: string;
let image: Buffer;
const engines: RoastEngine[] = [];

/** An engine whose ffmpeg fails the render writing `failing` (e.g. "/portrait/"), and runs the real one otherwise. */
async function engineFailing(failing: string): Promise<RoastEngine> {
  const wrapper = join(dir, `ffmpeg-failing-${failing.replace(/\W/g, "")}`);
  await writeFile(wrapper, `#!/bin/sh\ncase "$*" in *"${failing}"*.tmp-part*) echo "injected failure" >&2; exit 1;; esac\nexec "${tools.ffmpegPath}" "$@"\n`);
  await chmod(wrapper, 0o755);
  const engine = createRoastEngine({ shareModels: true, ffmpegPath: wrapper, preloadPhotoModel: false });
  engines.push(engine);
  return engine;
}

/** An engine whose ffmpeg writes down every command line before running the real one. */
async function engineLogging(name: string): Promise<{ engine: RoastEngine; calls: () => Promise<string[]> }> {
  const wrapper = join(dir, `ffmpeg-logging-${name}`);
  const log = join(dir, `${name}.log`);
  await writeFile(wrapper, `#!/bin/sh\necho "$*" >> "${log}"\nexec "${tools.ffmpegPath}" "$@"\n`);
  await chmod(wrapper, 0o755);
  const engine = createRoastEngine({ shareModels: true, ffmpegPath: wrapper, preloadPhotoModel: false });
  engines.push(engine);
  return { engine, calls: async () => (await readFile(log, "utf8")).trim().split("\n") };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rr-orientations-"));
  image = await drawSample("instagram-sunset-chaser");
});

afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.close()));
  await rm(dir, { recursive: true, force: true });
});

async function roast(engine: RoastEngine, seed: string, onOutput?: (output: RoastOutput) => void) {
  const workDir = join(dir, seed);
  await mkdir(workDir);
  return engine.runRoast({ image, seed, tier: "starter", watermark: false, orientations: ["landscape", "portrait"], workDir }, { onOutput });
}

describe("rendering both orientations", () => {
  it("renders them at the same time, the portrait behind the landscape, and reports the landscape, with its poster, first", { timeout: 120_000 }, async () => {
    const engine = createRoastEngine({ shareModels: true, preloadPhotoModel: false });
    engines.push(engine);
    const reported: RoastOutput[] = [];
    let mostAtOnce = 0;
    const niceness = new Set<number>();
    const watch = setInterval(() => {
      const live = liveFfmpegProcesses();
      mostAtOnce = Math.max(mostAtOnce, live.length);
      if (live.length >= 2) for (const p of live) niceness.add(p.niceness);
    }, 20);
    const result = await roast(engine, "both", (output) => reported.push(output));
    clearInterval(watch);
    expect(mostAtOnce).toBeGreaterThanOrEqual(2);
    expect([...niceness].sort()).toEqual([0, 10]);
    expect(reported.map((o) => o.orientation)).toEqual(["landscape", "portrait"]);
    expect(reported[0].posterPath).toBeDefined();
    expect(result.missing).toEqual({});
    const [landscape, portrait] = await Promise.all([probeMedia(tools, result.outputs.landscape!), probeMedia(tools, result.outputs.portrait!)]);
    expect(landscape.video).toMatchObject({ width: 1280, height: 720 });
    expect(portrait.video).toMatchObject({ width: 720, height: 1280 });
    expect(Math.abs(landscape.durationMs - portrait.durationMs)).toBeLessThan(50);
    expect(result.breakdown?.readyMs.portrait).toBeGreaterThan(0);
  });

  it("keeps the first video when a later orientation fails, and says which one is missing", { timeout: 120_000 }, async () => {
    const result = await roast(await engineFailing("/portrait/"), "portrait-fails");
    expect(result.outputs.landscape).toBeDefined();
    expect(result.outputs.portrait).toBeUndefined();
    expect(result.missing?.portrait).toContain("injected failure");
  });

  it("fails the roast when the first orientation fails, and stops the other render with it", { timeout: 120_000 }, async () => {
    await expect(roast(await engineFailing("/landscape/"), "landscape-fails")).rejects.toThrow("injected failure");
    expect(liveFfmpegChildren()).toEqual([]);
    // Stopped, not left to finish: the portrait never reached its file.
    await expect(access(join(dir, "landscape-fails", "portrait", "roast-portrait.mp4"))).rejects.toThrow();
  });

  it("composes each stage apart, makes their sound once beside the first picture, and joins it to each", { timeout: 120_000 }, async () => {
    const { engine, calls } = await engineLogging("shared-sound");
    const result = await roast(engine, "shared-sound");
    const lines = await calls();
    const mixes = lines.filter((l) => l.includes("pcm_s16le"));
    const stages = lines.filter((l) => l.includes("-f rawvideo -pix_fmt yuv420p") && l.includes("[stage]"));
    const pictures = lines.filter((l) => l.includes("-picture.mp4") && l.includes("libx264"));
    const joins = lines.filter((l) => l.includes("-c copy"));
    expect(mixes).toHaveLength(1);
    expect(lines.filter((l) => l.includes("-c:a aac") && l.includes(".m4a"))).toHaveLength(1);
    expect(stages).toHaveLength(2);
    expect(pictures).toHaveLength(2);
    // The landscape, awaited, encodes on three x264 threads; the portrait behind it on two.
    expect(pictures.find((l) => l.includes("/landscape/"))).toContain("-threads 3");
    expect(pictures.find((l) => l.includes("/portrait/"))).toContain("-threads 2");
    expect(joins).toHaveLength(2);
    // The first picture is under way (its stage) before the sound is mixed.
    expect(lines.indexOf(stages[0])).toBeLessThan(lines.indexOf(mixes[0]));
    for (const orientation of ["landscape", "portrait"] as const) {
      const info = await probeMedia(tools, result.outputs[orientation]!);
      expect(info.audio).toMatchObject({ codec: "aac", sampleRate: 44100, channels: 2 });
    }
    // The shared sound is not left in the work dir.
    await expect(access(join(dir, "shared-sound", "soundtrack"))).rejects.toThrow();
  });

  it("composes both stages from the upload while a model still writes the script, and leaves none behind", { timeout: 120_000 }, async () => {
    const workDir = join(dir, "stage-ahead");
    await mkdir(workDir);
    const stagesOnDisk = async () => {
      const found = await Promise.all(
        (["landscape", "portrait"] as const).map((o) =>
          readdir(join(workDir, o)).then(
            (names) => names.some((n) => n.startsWith("still.tmp-") && n.endsWith("-stage.yuv")),
            () => false,
          ),
        ),
      );
      return found.every(Boolean);
    };
    let composedBeforeAnswer = false;
    // The stand-in answers once both stages are on disk (or after 20 s): a true quote of the screen.
    const standIn = await startLlmStandIn(async () => {
      const deadline = Date.now() + 20_000;
      composedBeforeAnswer = await stagesOnDisk();
      while (!composedBeforeAnswer && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        composedBeforeAnswer = await stagesOnDisk();
      }
      // A line of the sample's bio, as a model reading the image quotes it.
      const quote = "Living my best life";
      return {
        content: {
          beats: [`“${quote}.”`, "Bold of you to post that where anyone can read it.", "The internet never forgets."],
          targets: [{ fragment: quote, kind: "quote", whose: "owner" }],
          mood: "smug",
        },
      };
    });
    const engine = createRoastEngine({
      shareModels: true,
      preloadPhotoModel: false,
      llm: { baseUrl: standIn.baseUrl, model: "stand-in-vision", timeoutMs: 30_000 },
    });
    engines.push(engine);
    try {
      const result = await engine.runRoast({ image, seed: "stage-ahead", tier: "starter", watermark: false, orientations: ["landscape", "portrait"], workDir });
      expect(result.scriptReport?.author).toBe("model");
      expect(composedBeforeAnswer).toBe(true);
      expect(result.outputs.landscape).toBeDefined();
      expect(result.outputs.portrait).toBeDefined();
      expect(await stagesOnDisk()).toBe(false);
      for (const o of ["landscape", "portrait"]) expect((await readdir(join(workDir, o))).filter((n) => n.includes(".tmp-"))).toEqual([]);
    } finally {
      await standIn.close();
    }
  });

  it("fails the roast when its sound cannot be made, and stops both pictures", { timeout: 30_000 }, async () => {
    // Each picture waits a minute here, so only being stopped lets the roast end within the test's time.
    const wrapper = join(dir, "ffmpeg-failing-sound");
    await writeFile(
      wrapper,
      `#!/bin/sh\ncase "$*" in *pcm_s16le*) echo "injected sound failure" >&2; exit 1;; *libx264*-picture.mp4*) exec sleep 60;; esac\nexec "${tools.ffmpegPath}" "$@"\n`,
    );
    await chmod(wrapper, 0o755);
    const engine = createRoastEngine({ shareModels: true, ffmpegPath: wrapper, preloadPhotoModel: false });
    engines.push(engine);
    await expect(roast(engine, "sound-fails")).rejects.toThrow("injected sound failure");
    await expect(access(join(dir, "sound-fails", "landscape", "roast-landscape.mp4"))).rejects.toThrow();
  });
});
