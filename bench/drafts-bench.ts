import { mkdtemp } from "node:fs/promises";
import { join } from "node:path";
import { MAX_UPLOAD_BYTES, type Narrator } from "../common/roast";
import { MAX_UPLOAD_PIXELS } from "../server/features/roasts/create/create-roast";
import { normalizeImage, type RoastEngine } from "../server/roast-engine";
import type { ImageModerator } from "../server/roast-engine/stages/moderate";

/** The draft set's size (server/features/roasts/direct/draft-limits.ts). */
const DRAFTS_PER_SET = 3;

/**
 * "Direct it" (issue 44, docs/decisions/0031-director-drafts.md), warm, as the API process and a
 * worker run it: upload → three drafts is the upload normalised, moderated and read once into
 * three scripts (createDrafts); draft → first video is the render of the second draft from that
 * kept reading (the run neither reads the upload nor writes a script), both orientations at once,
 * to its first video. The database, storage and queue around them are not timed.
 */
export async function benchDrafts(options: {
  engine: RoastEngine;
  moderator: ImageModerator;
  images: Buffer[];
  narrator: Narrator;
  dir: string;
  runs: number;
}): Promise<{ draftsMs: number[]; renderMs: number[] }> {
  const { engine, moderator, images, narrator, dir, runs } = options;
  const draftsMs: number[] = [];
  const renderMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const still = await normalizeImage(images[i % images.length], { maxBytes: MAX_UPLOAD_BYTES, maxPixels: MAX_UPLOAD_PIXELS });
    const verdict = await moderator.moderate(still.jpeg);
    if (verdict.decision === "refuse") throw new Error(`draft sample ${i} was refused by moderation`);
    const { analysis, drafts } = await engine.writeDrafts({ image: still.jpeg, seed: `drafts-${i}`, count: DRAFTS_PER_SET, safe: verdict.decision === "safe" });
    draftsMs.push(performance.now() - start);
    if (drafts.length < DRAFTS_PER_SET) throw new Error(`draft sample ${i} got ${drafts.length} drafts`);

    const workDir = await mkdtemp(join(dir, `draft-render-${i}-`));
    const result = await engine.runRoast({
      image: still.jpeg,
      seed: `drafts-${i}`,
      tier: "creator",
      watermark: false,
      orientations: ["landscape", "portrait"],
      workDir,
      narrator,
      analysis,
      script: drafts[1].script,
      pace: "normal",
    });
    // The first video is ready at `total` (after its poster), while the other orientation may still render.
    renderMs.push(result.timings.total);
    process.stderr.write(`drafts ${i + 1}/${runs}: ${Math.round(draftsMs[i])} ms to three drafts, ${Math.round(renderMs[i])} ms to the first video\n`);
  }
  return { draftsMs, renderMs };
}
