import type { AppContext } from "../../context";
import { cleanupRoastMedia } from "./delete/cleanup-roast-media";
import { renderPortrait } from "./portrait/render-portrait";
import { renderRoast } from "./render/render-roast";
import { createRenderSlots } from "./render/render-slots";
import { cleanupRoastMediaJob, mergeRoastsJob, renderPortraitJob, renderRoastJob, sweepRoastsJob } from "./core/roast-jobs";
import { runMerge } from "./merge/run-merge";
import { sweepRoasts } from "./recovery/sweep-roasts";

/** Registers the roast job handlers (worker processes only load them through here). */
export function registerRoastJobs(ctx: AppContext): void {
  // One render at a time per worker process, whatever its WORKER_CONCURRENCY (roasts/render/render-slots.ts).
  const slots = createRenderSlots(1);
  ctx.queue.work(renderRoastJob, ({ roastId }, job) => renderRoast(ctx, roastId, job, slots));
  ctx.queue.work(renderPortraitJob, ({ roastId }, job) => renderPortrait(ctx, roastId, job, slots));
  ctx.queue.work(mergeRoastsJob, ({ roastId }, job) => runMerge(ctx, roastId, job, slots));
  ctx.queue.work(sweepRoastsJob, async () => {
    await sweepRoasts(ctx);
  });
  ctx.queue.work(cleanupRoastMediaJob, async () => {
    await cleanupRoastMedia(ctx);
  });
}

/** The recurring jobs: the stuck-roast sweep every minute, media clean-up every ten. */
export async function scheduleRoastJobs(ctx: AppContext): Promise<void> {
  await ctx.queue.schedule(sweepRoastsJob, "* * * * *", {});
  await ctx.queue.schedule(cleanupRoastMediaJob, "*/10 * * * *", {});
}
