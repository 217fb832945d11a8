import { z } from "zod";
import type { MigrationRun } from "../../../../common/admin";
import type { AppContext } from "../../../context";
import { AppError } from "../../../lib/errors";
import { defineJob } from "../../../lib/queue";
import { migrateMedia } from "./migrate-media";
import { createMigrationSource } from "./migration-source";

/**
 * Moves media off the old storage in the background. One run at a time (singleton); a run cut
 * short (worker restart, expiry) is retried and continues with what is left on the source.
 */
export const migrateMediaJob = defineJob({
  name: "migrate-media",
  schema: z.object({ requestedBy: z.string() }),
  options: { retryLimit: 3, retryDelaySec: 30, retryBackoff: true, expireInSeconds: 60 * 60 },
});

/** Where the last run's report is kept: in the target storage, readable by every API process. */
const REPORT_KEY = "admin/media-migration-report.json";

export interface MigrationReport extends MigrationRun {
  state: "queued" | "running" | "completed" | "failed";
  requestedBy: string;
  updatedAt: string;
  error?: string;
}

async function writeReport(ctx: Pick<AppContext, "storage">, report: Omit<MigrationReport, "updatedAt">) {
  const body = JSON.stringify({ ...report, updatedAt: new Date().toISOString() });
  await ctx.storage.put(REPORT_KEY, Buffer.from(body), "application/json");
}

/** The last run's report, or null before the first run. */
export async function readMigrationReport(ctx: Pick<AppContext, "storage">): Promise<MigrationReport | null> {
  if (!(await ctx.storage.exists(REPORT_KEY))) return null;
  return JSON.parse((await ctx.storage.get(REPORT_KEY)).toString("utf8")) as MigrationReport;
}

/**
 * Queues a run; refused when no old storage is configured. The "queued" report is written before
 * the job is sent, never after: a worker may start the run at once, and its "running" report must
 * not be overwritten. While a run is queued or running its report stands; the send is still made
 * (one job per key), so a run whose worker died is started again.
 */
export async function requestMediaMigration(options: { ctx: AppContext; requestedBy: string }): Promise<MigrationReport> {
  const { ctx, requestedBy } = options;
  if (!createMigrationSource(ctx.env)) {
    throw new AppError("CONFLICT", "No old storage is configured (MIGRATE_FROM_DIR or MIGRATE_FROM_S3_*).", { title: "No Migration Needed" });
  }
  const current = await readMigrationReport(ctx);
  const active = current?.state === "queued" || current?.state === "running";
  const queued: MigrationReport = { state: "queued", requestedBy, updatedAt: new Date().toISOString(), results: [], migratedCount: 0, failedCount: 0 };
  if (!active) await writeReport(ctx, queued);
  await ctx.queue.send(migrateMediaJob, { requestedBy }, { singletonKey: "migrate-media" });
  return active ? current : queued;
}

/** The job's handler: runs the migration and records its report. */
export function registerMigrationJob(ctx: AppContext): void {
  ctx.queue.work(migrateMediaJob, async ({ requestedBy }, job) => {
    const source = createMigrationSource(ctx.env);
    if (!source) return;
    await writeReport(ctx, { state: "running", requestedBy, results: [], migratedCount: 0, failedCount: 0 });
    try {
      const run = await migrateMedia({ db: ctx.database.db, source, target: ctx.storage, signal: job.signal });
      // A run cut short is retried by the queue and carries on with what is left.
      const state = job.signal.aborted ? "running" : run.failedCount > 0 ? "failed" : "completed";
      await writeReport(ctx, { state, requestedBy, ...run });
      ctx.logger.info({ migrated: run.migratedCount, failed: run.failedCount }, "media migration finished");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await writeReport(ctx, { state: "failed", requestedBy, results: [], migratedCount: 0, failedCount: 0, error: message });
      throw error;
    }
  });
}
