import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawSample } from "../features/gallery/showcase";
import { createRoastEngine } from "./index";

/**
 * The process's threads: the OCR workers and the photo model each run in one. Image work grows
 * libvips' own pool (and pango's font thread) as it goes, on a busy machine more than on a quiet
 * one: those are not models, so they are not counted.
 */
const threads = () =>
  readdirSync("/proc/self/task")
    .map((task) => readFileSync(`/proc/self/task/${task}/comm`, "utf8"))
    .filter((name) => !/^(libvips|\[pango\])/.test(name)).length;

let dir: string;
let image: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rr-share-models-"));
  image = await drawSample("instagram-sunset-chaser");
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const scriptOf = async (engine: ReturnType<typeof createRoastEngine>, seed: string) => {
  const workDir = await mkdtemp(join(dir, `${seed}-`));
  return (await engine.runRoast({ image, seed, tier: "starter", watermark: false, orientations: [], workDir, scriptOnly: true })).script.text;
};

describe("engines that share their models", () => {
  it("leave the warm models running when one closes, for the next engine to read with", { timeout: 120_000 }, async () => {
    const first = createRoastEngine({ preloadPhotoModel: false, shareModels: true });
    const written = await scriptOf(first, "shared-1");
    const warm = threads();
    await first.close();
    expect(threads()).toBe(warm);
    const second = createRoastEngine({ preloadPhotoModel: false, shareModels: true });
    expect(await scriptOf(second, "shared-1")).toBe(written);
    expect(threads()).toBe(warm);
    await second.close();
  });

  it("while an engine with its own models ends their threads on close", { timeout: 120_000 }, async () => {
    const own = createRoastEngine({ preloadPhotoModel: false });
    await scriptOf(own, "own-1");
    const running = threads();
    await own.close();
    expect(threads()).toBeLessThan(running);
  });
});
