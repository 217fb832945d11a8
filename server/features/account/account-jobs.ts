import { z } from "zod";
import { defineJob } from "../../lib/queue";

/** Builds one account's data export (a zip in storage) and mails its link. */
export const buildDataExportJob = defineJob({
  name: "build-data-export",
  schema: z.object({ userId: z.string().min(1).max(200), exportId: z.string().uuid() }),
  options: { retryLimit: 2, retryDelaySec: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
});

/** Hourly: deletes data exports past their 24 hours, downloaded or not. */
export const sweepDataExportsJob = defineJob({
  name: "sweep-data-exports",
  schema: z.object({}),
  options: { retryLimit: 1, expireInSeconds: 600, policy: "singleton" },
});

export const SWEEP_DATA_EXPORTS_CRON = "23 * * * *";

export const ACCOUNT_JOBS = [buildDataExportJob, sweepDataExportsJob] as const;
