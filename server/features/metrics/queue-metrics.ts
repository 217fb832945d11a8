import { sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import { type Db, queryRows } from "../../lib/db";
import { errorCodeLabel, queueLabel } from "./metric-labels";

const QUEUE_STATES = ["waiting", "delayed", "active"] as const;

const hasQueueTables = async (db: Db) =>
  Boolean((await queryRows<{ found: boolean }>(db, sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS found`))[0]?.found);

/**
 * The job queue by queue, read from pg-boss's tables at scrape time like the other whole-system
 * figures (db-metrics.ts): what waits and for how long (add workers when render-roast's oldest job
 * keeps growing), what runs, and what failed by the code of its error. A failed attempt's error
 * is kept by pg-boss with its own fields, so an AppError's or EngineError's code is there.
 */
export function registerQueueMetrics(registry: Registry, db: Db): void {
  new Gauge({
    name: "roastreel_queue_jobs",
    help: "Jobs by queue and state: waiting (ready to run now), delayed (waiting for a retry's time), active (running)",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      if (!(await hasQueueTables(db))) return;
      const rows = await queryRows<{ name: string; waiting: unknown; delayed: unknown; active: unknown }>(
        db,
        sql`SELECT name,
          count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()) AS waiting,
          count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > now()) AS delayed,
          count(*) FILTER (WHERE state = 'active') AS active
        FROM pgboss.job WHERE NOT starts_with(name, '__pgboss') GROUP BY name`,
      );
      for (const row of rows) for (const state of QUEUE_STATES) this.inc({ queue: queueLabel(row.name), state }, Number(row[state]));
    },
  });
  new Gauge({
    name: "roastreel_queue_oldest_waiting_seconds",
    help: "How long the oldest job ready to run has waited, by queue (0 when none waits)",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      this.reset();
      if (!(await hasQueueTables(db))) return;
      const rows = await queryRows<{ name: string; seconds: unknown }>(
        db,
        sql`SELECT name, coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())), 0) AS seconds
        FROM pgboss.job WHERE NOT starts_with(name, '__pgboss') GROUP BY name`,
      );
      const oldest = new Map<string, number>();
      for (const row of rows) oldest.set(queueLabel(row.name), Math.max(oldest.get(queueLabel(row.name)) ?? 0, Number(row.seconds)));
      for (const [queue, seconds] of oldest) this.set({ queue }, seconds);
    },
  });
  new Gauge({
    name: "roastreel_job_failures",
    help: "Jobs by queue and error code: failed for good in the last hour (outcome failed), or failed and waiting for a retry now (outcome retrying)",
    labelNames: ["queue", "code", "outcome"],
    registers: [registry],
    async collect() {
      this.reset();
      if (!(await hasQueueTables(db))) return;
      const rows = await queryRows<{ name: string; code: string | null; state: string; count: unknown }>(
        db,
        sql`SELECT name, output->>'code' AS code, state, count(*) AS count FROM (
          SELECT name, output, state FROM pgboss.job
          WHERE (state = 'failed' AND completed_on >= now() - interval '1 hour') OR state = 'retry'
          UNION ALL
          SELECT name, output, state FROM pgboss.archive WHERE state = 'failed' AND completed_on >= now() - interval '1 hour'
        ) jobs WHERE NOT starts_with(name, '__pgboss') GROUP BY 1, 2, 3`,
      );
      for (const row of rows) {
        const outcome = row.state === "retry" ? "retrying" : "failed";
        this.inc({ queue: queueLabel(row.name), code: errorCodeLabel(row.code), outcome }, Number(row.count));
      }
    },
  });
}
