import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawSample } from "../../../features/gallery/showcase";
import { createRoastEngine, type RoastEngine } from "../../index";
import { MAX_BATTLE_VOICE_MS } from "./battle-pace";

let dir: string;
let engine: RoastEngine;
let images: [Buffer, Buffer];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rr-battle-voice-"));
  engine = createRoastEngine({ shareModels: true, preloadPhotoModel: false });
  images = [await drawSample("instagram-sunset-chaser"), await drawSample("tiktok-day-in-my-life")];
}, 60_000);

afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a battle in Flite's voice, the default narrator offline", () => {
  // Written for RoastBot's pace, these three ran 14.5-14.8 s in Flite's voice and were refused.
  it.each(["s-1", "s-16", "s-19"])(
    "is said within its video (seed %s)",
    async (seed) => {
      const workDir = await mkdtemp(join(dir, `${seed}-`));
      const result = await engine.runBattle({
        images,
        seed,
        tier: "starter",
        watermark: false,
        orientations: ["portrait"],
        workDir,
        narrator: "flite",
        planOnly: true,
      });
      expect(result.narrator ?? result.renderInput?.voice.style).toBe("flite");
      expect(result.voice?.durationMs).toBeLessThanOrEqual(MAX_BATTLE_VOICE_MS + 50);
      expect(result.plans?.portrait?.timeline.totalMs).toBeLessThanOrEqual(14_000);
    },
    60_000,
  );
});
