import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { queryRows } from "../../../lib/db";
import { draftKeys, roastKeys } from "../core/roast-row";

export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const FAILED_LIFETIME_DAYS = 90;

/**
 * Keeps the retention promises (ADR 0008): uploads (both of a battle's, and the still and voice kept for a later
 * portrait) are deleted 24 hours after the upload, a re-roast counting from its original's upload
 * and a directed roast from its drafts' (its direction's uploadedAt, which its re-roast keeps);
 * draft sets go whole at their expiry (24 hours); videos past their expiry (90 days, compilations
 * 1 year) go with their roast.
 */
export async function cleanupRoastMedia(ctx: AppContext, now = new Date()) {
  const { db } = ctx.database;
  const uploadedBefore = new Date(now.getTime() - UPLOAD_LIFETIME_MS).toISOString();
  const uploads = await queryRows<{ id: string; source_key: string; second_source_key: string | null }>(
    db,
    sql`
    SELECT r.id, r.source_key, r.second_source_key FROM user_roasts r
    LEFT JOIN user_roasts p ON p.id = r.parent_roast_id
    WHERE r.source_key IS NOT NULL AND r.status IN ('completed', 'failed')
      AND COALESCE((r.direction->>'uploadedAt')::timestamptz, p.created_at, r.created_at) < ${uploadedBefore}
    LIMIT 500`,
  );
  for (const row of uploads) {
    await ctx.storage.delete(row.source_key);
    // A battle's second upload goes with the first.
    if (row.second_source_key) await ctx.storage.delete(row.second_source_key);
    await ctx.storage.deletePrefix(roastKeys.work(row.id));
    await queryRows(db, sql`UPDATE user_roasts SET source_key = NULL, second_source_key = NULL WHERE id = ${row.id} AND source_key = ${row.source_key}`);
  }

  const expired = await queryRows<{ id: string }>(
    db,
    sql`
    SELECT id FROM user_roasts
    WHERE expires_at < ${now.toISOString()}
       OR (status = 'failed' AND created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${FAILED_LIFETIME_DAYS}))
    LIMIT 500`,
  );
  for (const row of expired) {
    await ctx.storage.deletePrefix(roastKeys.prefix(row.id));
    await queryRows(db, sql`DELETE FROM user_roasts WHERE id = ${row.id}`);
  }
  const drafts = await queryRows<{ id: string; user_id: string }>(
    db,
    sql`SELECT id, user_id FROM roast_drafts WHERE expires_at < ${now.toISOString()} LIMIT 500`,
  );
  for (const row of drafts) {
    await ctx.storage.deletePrefix(draftKeys.prefix(row.user_id, row.id));
    await queryRows(db, sql`DELETE FROM roast_drafts WHERE id = ${row.id}`);
  }
  const result = { uploadsDeleted: uploads.length, roastsExpired: expired.length, draftSetsExpired: drafts.length };
  if (uploads.length || expired.length || drafts.length) ctx.logger.info(result, "roast media cleaned up");
  return result;
}
