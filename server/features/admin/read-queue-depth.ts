import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../lib/db";

/**
 * Jobs waiting to run (created or waiting for a retry) in pg-boss's table; 0 before the queue
 * has made its schema.
 */
export async function readQueueDepth(db: Db): Promise<number> {
  const [exists] = await queryRows<{ found: boolean }>(db, sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS found`);
  if (!exists?.found) return 0;
  const [row] = await queryRows<{ depth: unknown }>(db, sql`SELECT count(*) AS depth FROM pgboss.job WHERE state IN ('created', 'retry')`);
  return Number(row?.depth ?? 0);
}
