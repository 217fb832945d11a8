import type { AppContext } from "./context";
import { ACCOUNT_JOBS, registerAccountJobs } from "./features/account/register-account-jobs";
import { migrateMediaJob, registerMigrationJob } from "./features/admin";
import { billingJobs, registerBillingJobs } from "./features/billing";
import { registerGalleryJobs, renderGalleryJob, requestGalleryRender } from "./features/gallery";
import { ROAST_JOBS, registerRoastJobs, scheduleRoastJobs, watchForLostRoasts } from "./features/roasts";
import { removeStaleScratchDirs } from "./lib/scratch-dir";

/**
 * Registers every job handler and starts working the queue. All definitions start together, so a
 * job defined without a handler stops the worker before it takes anything.
 */
export async function startWorkers(ctx: AppContext): Promise<void> {
  // Scratch folders of renders that a crash interrupted would otherwise fill the disk.
  const removed = await removeStaleScratchDirs().catch((err: unknown) => {
    ctx.logger.warn({ err }, "stale render folders not removed");
    return [];
  });
  if (removed.length > 0) ctx.logger.info({ removed: removed.length }, "removed render folders left by a crash");
  await registerBillingJobs(ctx);
  registerRoastJobs(ctx);
  registerGalleryJobs(ctx);
  registerMigrationJob(ctx);
  await registerAccountJobs(ctx);
  // Before the workers take anything, so a claim made now is never mistaken for an orphan.
  await watchForLostRoasts(ctx);
  await ctx.queue.startWorkers([...billingJobs, ...ROAST_JOBS, renderGalleryJob, migrateMediaJob, ...ACCOUNT_JOBS]);
  await scheduleRoastJobs(ctx);
  // The landing page's samples render in the background; start-up does not wait for them.
  if (ctx.env.SAMPLE_GALLERY === "render") {
    void requestGalleryRender(ctx).catch((err: unknown) => ctx.logger.warn({ err }, "gallery render not queued"));
  }
}
