import { sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import { type Db, queryRows } from "../../lib/db";
import { MODEL_PROBLEMS, SCRIPT_AUTHORS, UNKNOWN_LABEL, modelProblemLabel, scriptAuthorLabel } from "./metric-labels";

/**
 * How the language model's roasts fare, read from the roast rows at scrape time (workers write
 * them, render-roast.ts): who wrote each completed roast's script, every problem met with the
 * model by its code, and the model's time over the last hour. Nothing is counted when no model
 * is configured but "offline" roasts.
 */
export function registerScriptMetrics(registry: Registry, db: Db): void {
  new Gauge({
    name: "roastreel_roast_scripts",
    help: "Completed roasts by who wrote the script: model, repaired (the model after one refusal), fallback (the offline engine after the model failed), offline (no model)",
    labelNames: ["author"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const author of SCRIPT_AUTHORS) this.set({ author }, 0);
      const rows = await queryRows<{ author: string; count: unknown }>(
        db,
        sql`SELECT script_author AS author, count(*) AS count FROM user_roasts WHERE status = 'completed' AND script_author IS NOT NULL GROUP BY 1`,
      );
      for (const row of rows) this.inc({ author: scriptAuthorLabel(row.author) }, Number(row.count));
    },
  });
  new Gauge({
    name: "roastreel_model_problems",
    help: "Problems met with the model's answers of completed roasts, by code: a check that refused one (invented_quote, misattributed, unsafe, identity, too_long …) or a failed request (http_error, timeout)",
    labelNames: ["problem"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const problem of [...MODEL_PROBLEMS, UNKNOWN_LABEL]) this.set({ problem }, 0);
      const rows = await queryRows<{ problem: string; count: unknown }>(
        db,
        sql`SELECT p AS problem, count(*) AS count FROM user_roasts r, jsonb_array_elements_text(r.script_problems) p
        WHERE r.status = 'completed' GROUP BY 1`,
      );
      for (const row of rows) this.inc({ problem: modelProblemLabel(row.problem) }, Number(row.count));
    },
  });
  new Gauge({
    name: "roastreel_model_seconds",
    help: "The model's time for a roast's script (a repair included), roasts completed in the last hour (quantile 0.5 and 0.9)",
    labelNames: ["quantile"],
    registers: [registry],
    async collect() {
      this.reset();
      const [row] = await queryRows<{ p50: unknown; p90: unknown; count: unknown }>(
        db,
        sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY model_ms) AS p50, percentile_cont(0.9) WITHIN GROUP (ORDER BY model_ms) AS p90, count(model_ms) AS count
        FROM user_roasts WHERE status = 'completed' AND model_ms IS NOT NULL AND completed_at >= now() - interval '1 hour'`,
      );
      if (!row || Number(row.count) === 0) return;
      this.set({ quantile: "0.5" }, Number(row.p50) / 1000);
      this.set({ quantile: "0.9" }, Number(row.p90) / 1000);
    },
  });
}
