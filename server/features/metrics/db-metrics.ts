import { sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import { type Db, queryRows } from "../../lib/db";
import { readQueueDepth } from "../admin";
import { readCreditTotals } from "../credits";
import { ROAST_STATUSES, TIMED_STAGES, UNKNOWN_LABEL, roastStatusLabel } from "./metric-labels";

/**
 * Figures read from the database at scrape time. Renders run in worker processes that serve no
 * HTTP, so their work is counted where every process writes it: the roast rows, pg-boss's table
 * and the credit ledger. Any API process then reports the same, whole-system figures.
 */
export function registerDbMetrics(registry: Registry, db: Db): void {
  // Quantiles do not add up, so stages outside the known set are grouped in SQL, not after.
  const knownStages = sql.join(
    TIMED_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  );
  new Gauge({
    name: "roastreel_roasts",
    help: "Roasts by status (completed and failed are the finished ones)",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const status of ROAST_STATUSES) this.set({ status }, 0);
      const rows = await queryRows<{ status: string; count: unknown }>(db, sql`SELECT status, count(*) AS count FROM user_roasts GROUP BY status`);
      // A status outside the known ones (none is written today) is added up under "unknown".
      for (const row of rows) this.inc({ status: roastStatusLabel(row.status) }, Number(row.count));
    },
  });
  new Gauge({
    name: "roastreel_queue_depth",
    help: "Jobs waiting to run (created or waiting for a retry)",
    registers: [registry],
    async collect() {
      this.set(await readQueueDepth(db));
    },
  });
  new Gauge({
    name: "roastreel_credits",
    help: "Credits in the ledger: granted (purchases, plans, welcome, admin), spent on roasts, refunded",
    labelNames: ["direction"],
    registers: [registry],
    async collect() {
      const totals = await readCreditTotals(db);
      for (const direction of ["granted", "spent", "refunded"] as const) this.set({ direction }, totals[direction]);
    },
  });
  new Gauge({
    name: "roastreel_render_stage_seconds",
    help: "Render stage durations of roasts completed in the last hour (quantile 0.5 and 0.9)",
    labelNames: ["stage", "quantile"],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ stage: string; p50: unknown; p90: unknown }>(
        db,
        sql`
        SELECT CASE WHEN t.key IN (${knownStages}) THEN t.key ELSE ${UNKNOWN_LABEL} END AS stage,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY t.value::numeric) AS p50,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY t.value::numeric) AS p90
        FROM user_roasts r, jsonb_each_text(r.stage_timings) t
        WHERE r.status = 'completed' AND r.completed_at >= now() - interval '1 hour'
        GROUP BY 1`,
      );
      for (const row of rows) {
        this.set({ stage: row.stage, quantile: "0.5" }, Number(row.p50) / 1000);
        this.set({ stage: row.stage, quantile: "0.9" }, Number(row.p90) / 1000);
      }
    },
  });
}
