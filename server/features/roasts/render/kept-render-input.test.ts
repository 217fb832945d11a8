import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../../../lib/storage/local-storage";
import type { RenderInput } from "../../../roast-engine";
import { getTierOptions } from "../../../roast-engine/stages/render/tier-options";
import { planRender } from "../../../roast-engine/stages/plan/plan-render";
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
    const restored = (await restoreRenderInput({ storage }, roastId, { orientation: "portrait", workDir: target }))?.input as unknown as {
      image: { path: string };
      battle: { sides: Array<{ path: string }>; font: string };
    };
    expect(await readFile(restored.image.path, "utf8")).toBe("bytes of image.jpg");
    expect(restored.battle.sides.map((side) => path.dirname(side.path))).toEqual([target, target]);
    expect(await Promise.all(restored.battle.sides.map((side) => readFile(side.path, "utf8")))).toEqual(["bytes of a.jpg", "bytes of b.jpg"]);
    expect(restored.battle.font).toBe("/usr/share/fonts/x.ttf");
  });

  /** A roast's render input in a work dir of its own (its still and voice files written), and its portrait's plan. */
  async function keptRoast(name: string) {
    const workDir = path.join(dir, name);
    await mkdir(workDir, { recursive: true });
    for (const file of ["image.jpg", "voice.wav"]) await writeFile(path.join(workDir, file), `bytes of ${file}`);
    const words = Array.from({ length: 12 }, (_, i) => ({
      text: `w${i}`,
      startMs: 150 + i * 380,
      endMs: 430 + i * 380,
      ...(i === 11 ? { emphasis: true } : {}),
    }));
    const input: Omit<RenderInput, "orientation" | "outPath"> = {
      workDir,
      image: { path: path.join(workDir, "image.jpg"), width: 946, height: 2048 },
      voice: { wavPath: path.join(workDir, "voice.wav"), durationMs: 4800, words, style: "flite" },
      script: { text: words.map((w) => w.text).join(" "), mood: "smug" },
      options: getTierOptions("free"),
      direction: {
        targets: [{ kind: "quote", text: "w0 w1 w2", box: { x: 60, y: 560, w: 330, h: 44 }, wordStart: 0, wordEnd: 3, lineHeight: 44 }],
        textBoxes: [{ x: 60, y: 560, w: 600, h: 44 }],
      },
      endCard: { verdict: "Cringe level: 87%", site: "roast.example" },
      seed: "kept",
      captionStyle: "pop",
    };
    return { input, plan: planRender({ ...input, orientation: "portrait" }) };
  }

  it("keeps the plan of the orientation still to render, and gives it back as it was made", async () => {
    const storage = createLocalStorage({ rootDir: path.join(dir, "files"), publicUrl: "http://localhost", secret: "s" });
    const { input, plan } = await keptRoast("with-plan");
    const roastId = "1c9d2f8e-2a3b-4d4e-8f9a-112233445566";
    await keepRenderInput({ storage }, roastId, input, plan);
    const restored = await restoreRenderInput({ storage }, roastId, { orientation: "portrait", workDir: path.join(dir, "with-plan-later") });
    expect(restored?.plan).toEqual(plan);
    expect(restored?.input).not.toHaveProperty("renderPlan");
    expect(restored?.input.direction).toEqual(input.direction);
    // The roast's caption style goes with it: the portrait's captions look like the first video's.
    expect(restored?.plan?.captionStyle).toBe("pop");
    expect(restored?.input.captionStyle).toBe("pop");
    // Kept for the portrait: a render of another orientation plans its own.
    const other = await restoreRenderInput({ storage }, roastId, { orientation: "landscape", workDir: path.join(dir, "with-plan-other") });
    expect(other?.plan).toBeUndefined();
    expect(other?.input.orientation).toBe("landscape");
    expect(planRender(other!.input).captionStyle).toBe("pop");
  });

  it("reads a render input kept before plans were: no plan, the input as it was", async () => {
    const storage = createLocalStorage({ rootDir: path.join(dir, "files"), publicUrl: "http://localhost", secret: "s" });
    const { input } = await keptRoast("without-plan");
    const roastId = "2d0e3a9f-3b4c-4e5f-9a0b-223344556677";
    await keepRenderInput({ storage }, roastId, input);
    const restored = await restoreRenderInput({ storage }, roastId, { orientation: "portrait", workDir: path.join(dir, "without-plan-later") });
    expect(restored?.plan).toBeUndefined();
    expect(restored?.input).toMatchObject({ orientation: "portrait", seed: "kept", options: input.options, voice: { words: input.voice.words } });
    expect(await readFile(restored!.input.voice.wavPath, "utf8")).toBe("bytes of voice.wav");
  });
});
