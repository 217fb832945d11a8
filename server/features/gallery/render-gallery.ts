import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { AppContext } from "../../context";
import { createScratchDir } from "../../lib/scratch-dir";
import { drawSample } from "./showcase";
import { createMediaTools, type RoastOutput } from "../../roast-engine";
import { galleryKeys } from "./find-gallery";
import { GALLERY_ENTRIES } from "./gallery-entries";
import { HERO_SAMPLE_ID, makeCardPoster, makeHeroClip } from "./make-hero-clip";

/**
 * Renders each missing gallery sample once (the battle from its two samples), one after another (a render takes both cores), as
 * portrait clips for the landing page's tall cards. Already rendered samples are skipped, so a
 * restart or a second process costs nothing.
 */
export async function renderGallery(ctx: AppContext, signal?: AbortSignal): Promise<{ rendered: string[] }> {
  const rendered: string[] = [];
  for (const { id, kind, samples } of GALLERY_ENTRIES) {
    if (signal?.aborted) break;
    if (await ctx.storage.exists(galleryKeys.video(id))) continue;
    const workDir = await createScratchDir(`gallery-${id}`);
    try {
      let output: RoastOutput | undefined;
      const hooks = {
        onOutput: (rendered: RoastOutput) => {
          output = rendered;
        },
      };
      const common = { seed: id, tier: "essentials", watermark: false, orientations: ["portrait"], workDir, signal } as const;
      if (kind === "battle") {
        const images: [Buffer, Buffer] = [await drawSample(samples[0]), await drawSample(samples[1])];
        await ctx.engine.runBattle({ ...common, orientations: ["portrait"], images }, hooks);
      } else await ctx.engine.runRoast({ ...common, orientations: ["portrait"], image: await drawSample(samples[0]) }, hooks);
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
  // Without them the pages fall back to the full posters and a still hero: worth a warning, not a failed job.
  await makeSmallMedia(ctx, signal).catch((err) => ctx.logger.warn({ err }, "gallery hero loop or card posters not made"));
  return { rendered };
}

/**
 * What the landing pages show before anyone plays a sample: each card's small poster and the
 * hero's short loop and its poster, made from the rendered samples (each once; the hero's video
 * is stored last, as the mark that it is done).
 */
async function makeSmallMedia(ctx: AppContext, signal?: AbortSignal): Promise<void> {
  const tools = createMediaTools({ ffmpegPath: ctx.env.FFMPEG_PATH, ffprobePath: ctx.env.FFPROBE_PATH });
  const workDir = await createScratchDir("gallery-small");
  try {
    for (const { id } of GALLERY_ENTRIES) {
      if (signal?.aborted) return;
      if ((await ctx.storage.exists(galleryKeys.card(id))) || !(await ctx.storage.exists(galleryKeys.poster(id)))) continue;
      const [posterPath, cardPath] = [join(workDir, `${id}-poster.jpg`), join(workDir, `${id}-card.jpg`)];
      await ctx.storage.getToFile(galleryKeys.poster(id), posterPath);
      await makeCardPoster(tools, posterPath, cardPath, signal);
      await ctx.storage.putFile(galleryKeys.card(id), cardPath, "image/jpeg");
    }
    if (signal?.aborted || (await ctx.storage.exists(galleryKeys.heroVideo)) || !(await ctx.storage.exists(galleryKeys.video(HERO_SAMPLE_ID)))) return;
    const sourcePath = join(workDir, "hero-source.mp4");
    await ctx.storage.getToFile(galleryKeys.video(HERO_SAMPLE_ID), sourcePath);
    const hero = await makeHeroClip(tools, sourcePath, workDir, signal);
    await ctx.storage.putFile(galleryKeys.heroPoster, hero.posterPath, "image/jpeg");
    await ctx.storage.putFile(galleryKeys.heroVideo, hero.videoPath, "video/mp4");
    ctx.logger.info({ sample: HERO_SAMPLE_ID }, "gallery hero loop made");
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
