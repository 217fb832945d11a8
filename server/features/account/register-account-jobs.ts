import type { AppContext } from "../../context";
import { SWEEP_DATA_EXPORTS_CRON, buildDataExportJob, sweepDataExportsJob } from "./account-jobs";
import { runDataExport, sweepDataExports } from "./data-export";

/** Registers the data export's handlers and schedules its sweep; the worker process starts them. */
export async function registerAccountJobs(ctx: AppContext): Promise<void> {
  ctx.queue.work(buildDataExportJob, (payload) => runDataExport(ctx, payload));
  ctx.queue.work(sweepDataExportsJob, async () => {
    await sweepDataExports(ctx);
  });
  await ctx.queue.schedule(sweepDataExportsJob, SWEEP_DATA_EXPORTS_CRON, {});
}
export { ACCOUNT_JOBS } from "./account-jobs";
