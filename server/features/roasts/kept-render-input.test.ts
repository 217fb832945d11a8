import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../../lib/storage/local-storage";
import type { RenderInput } from "../../roast-engine";
import { keepRenderInput, restoreRenderInput } from "./kept-render-input";

describe("the render input kept for a later portrait", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "roastreel-kept-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keeps every file of the work dir a battle's input names, and restores each into the new work dir", async () => {
    const storage = createLocalStorage({ rootDir: path.join(dir, "files"), publicUrl: "http://localhost", secret: "s" });
    const workDir = path.join(dir, "work");
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });
    for (const name of ["image.jpg", "voice.wav", "a.jpg", "b.jpg"]) await writeFile(path.join(workDir, name), `bytes of ${name}`);
    const input = {
      image: { path: path.join(workDir, "image.jpg"), width: 10, height: 20 },
      voice: { wavPath: path.join(workDir, "voice.wav"), durationMs: 1000, words: [] },
      script: { text: "A vs B" },
      options: { watermark: false },
      seed: "seed",
      workDir,
      // What a battle adds: both uploads' stills, and a path outside the work dir that stays as it is.
      battle: { sides: [{ path: path.join(workDir, "a.jpg") }, { path: path.join(workDir, "b.jpg") }], font: "/usr/share/fonts/x.ttf" },
    } as unknown as Omit<RenderInput, "orientation" | "outPath">;
    const roastId = "0b8c1f7e-1f2a-4c3d-9e8f-001122334455";
    await keepRenderInput({ storage }, roastId, input);
    await rm(workDir, { recursive: true, force: true });

    const target = path.join(dir, "portrait");
    const restored = (await restoreRenderInput({ storage }, roastId, { orientation: "portrait", workDir: target })) as unknown as {
      image: { path: string };
      battle: { sides: Array<{ path: string }>; font: string };
    };
    expect(await readFile(restored.image.path, "utf8")).toBe("bytes of image.jpg");
    expect(restored.battle.sides.map((side) => path.dirname(side.path))).toEqual([target, target]);
    expect(await Promise.all(restored.battle.sides.map((side) => readFile(side.path, "utf8")))).toEqual(["bytes of a.jpg", "bytes of b.jpg"]);
    expect(restored.battle.font).toBe("/usr/share/fonts/x.ttf");
  });
});
