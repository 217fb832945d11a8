import type { AppContext } from "../../context";
import { renderGalleryJob } from "./gallery-jobs";
import { renderGallery } from "./render-gallery";

export { galleryRoutes } from "./gallery.routes";
export { findGallery } from "./find-gallery";
export { renderGallery } from "./render-gallery";
export { renderGalleryJob } from "./gallery-jobs";

/** Registers the gallery render handler (worker processes). */
export function registerGalleryJobs(ctx: AppContext): void {
  ctx.queue.work(renderGalleryJob, async (_payload, job) => {
    await renderGallery(ctx, job.signal);
  });
}

/** Asks for the missing samples to be rendered, without waiting (start-up must not block on it). */
export async function requestGalleryRender(ctx: AppContext): Promise<void> {
  await ctx.queue.send(renderGalleryJob, {}, { singletonKey: "gallery" });
}
