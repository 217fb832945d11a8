import { rm } from "node:fs/promises";
import type { AppContext } from "../../context";
import { createScratchDir } from "../../lib/scratch-dir";
import type { RoastOutput } from "../../roast-engine";
import { drawSample, SHOWCASE_SAMPLE_IDS } from "../../roast-engine/samples";
import { galleryKeys } from "./find-gallery";

/**
 * Renders each missing showcase sample once, one after another (a render takes both cores), as
 * portrait clips for the landing page's tall cards. Already rendered samples are skipped, so a
 * restart or a second process costs nothing.
 */
export async function renderGallery(ctx: AppContext, signal?: AbortSignal): Promise<{ rendered: string[] }> {
  const rendered: string[] = [];
  for (const id of SHOWCASE_SAMPLE_IDS) {
    if (signal?.aborted) break;
    if (await ctx.storage.exists(galleryKeys.video(id))) continue;
    const workDir = await createScratchDir(`gallery-${id}`);
    try {
      const image = await drawSample(id);
      let output: RoastOutput | undefined;
      await ctx.engine.runRoast(
        { image, seed: id, tier: "essentials", watermark: false, orientations: ["portrait"], workDir, signal },
        {
          onOutput: (rendered) => {
            output = rendered;
          },
        },
      );
      if (!output) throw new Error(`sample ${id} rendered no portrait`);
      if (output.posterPath) await ctx.storage.putFile(galleryKeys.poster(id), output.posterPath, "image/jpeg");
      // The video last: its presence is what marks the sample as done.
      await ctx.storage.putFile(galleryKeys.video(id), output.videoPath, "video/mp4");
      rendered.push(id);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
  if (rendered.length) ctx.logger.info({ rendered }, "gallery samples rendered");
  return { rendered };
}
