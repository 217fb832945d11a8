import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../lib/db";
import { readCreditTotals } from "../credits";
import { readQueueDepth } from "./read-queue-depth";

export interface StageTiming {
  stage: string;
  p50Ms: number;
  p90Ms: number;
  count: number;
}

export interface AdminStats {
  roastsToday: number;
  roastsThisWeek: number;
  /** Failed ÷ finished (completed + failed) roasts created in the last 7 days; 0 when none finished. */
  failureRate: number;
  /** The stages roasts failed in over the last 7 days, most frequent first. */
  failingStages: { stage: string; count: number }[];
  /** Per-stage timings of roasts completed in the last 7 days. */
  stageTimings: StageTiming[];
  queueDepth: number;
  /** Completed payments in USD over the last 30 days and in all. */
  revenue: { last30Days: string; total: string };
  credits: { granted: number; spent: number; refunded: number };
  /**
   * Roasts completed in the last 7 days by who wrote the script (model, repaired, fallback,
   * offline), and the problems met with the model (an answer refused, by check; a failed request).
   */
  scripts: { authors: { author: string; count: number }[]; problems: { problem: string; count: number }[] };
}

const num = (value: unknown) => Number(value ?? 0);

/** The figures of the admin page, each one query over the tables that hold them. */
export async function getAdminStats(options: { db: Db }): Promise<AdminStats> {
  const { db } = options;
  const [counts] = await queryRows(
    db,
    sql`
    SELECT
      count(*) FILTER (WHERE created_at >= date_trunc('day', now())) AS today,
      count(*) FILTER (WHERE created_at >= date_trunc('week', now())) AS week,
      count(*) FILTER (WHERE created_at >= now() - interval '7 days' AND status = 'failed') AS failed,
      count(*) FILTER (WHERE created_at >= now() - interval '7 days' AND status IN ('completed', 'failed')) AS finished
    FROM user_roasts`,
  );
  const failingStages = await queryRows<{ stage: string; count: unknown }>(
    db,
    sql`
    SELECT coalesce(error_stage, 'unknown') AS stage, count(*) AS count FROM user_roasts
    WHERE status = 'failed' AND created_at >= now() - interval '7 days'
    GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
  );
  const timings = await queryRows<{ stage: string; p50: unknown; p90: unknown; count: unknown }>(
    db,
    sql`
    SELECT t.key AS stage,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY t.value::numeric) AS p50,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY t.value::numeric) AS p90,
      count(*) AS count
    FROM user_roasts r, jsonb_each_text(r.stage_timings) t
    WHERE r.status = 'completed' AND r.completed_at >= now() - interval '7 days'
    GROUP BY t.key ORDER BY t.key`,
  );
  const [money] = await queryRows(
    db,
    sql`
    SELECT coalesce(sum(amount) FILTER (WHERE created_at >= now() - interval '30 days'), 0) AS month,
      coalesce(sum(amount), 0) AS total
    FROM user_payments WHERE payment_status = 'completed'`,
  );
  const credits = await readCreditTotals(db);
  const authors = await queryRows<{ author: string; count: unknown }>(
    db,
    sql`
    SELECT script_author AS author, count(*) AS count FROM user_roasts
    WHERE status = 'completed' AND script_author IS NOT NULL AND completed_at >= now() - interval '7 days'
    GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  const problems = await queryRows<{ problem: string; count: unknown }>(
    db,
    sql`
    SELECT p AS problem, count(*) AS count FROM user_roasts r, jsonb_array_elements_text(r.script_problems) p
    WHERE r.status = 'completed' AND r.completed_at >= now() - interval '7 days'
    GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20`,
  );
  const finished = num(counts.finished);
  return {
    roastsToday: num(counts.today),
    roastsThisWeek: num(counts.week),
    failureRate: finished === 0 ? 0 : num(counts.failed) / finished,
    failingStages: failingStages.map((row) => ({ stage: row.stage, count: num(row.count) })),
    stageTimings: timings.map((row) => ({ stage: row.stage, p50Ms: Math.round(num(row.p50)), p90Ms: Math.round(num(row.p90)), count: num(row.count) })),
    queueDepth: await readQueueDepth(db),
    revenue: { last30Days: num(money.month).toFixed(2), total: num(money.total).toFixed(2) },
    credits,
    scripts: {
      authors: authors.map((row) => ({ author: row.author, count: num(row.count) })),
      problems: problems.map((row) => ({ problem: row.problem, count: num(row.count) })),
    },
  };
}
