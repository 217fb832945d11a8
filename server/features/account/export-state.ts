import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Db, type Tx, queryRows } from "../../lib/db";

/**
 * Where a data export stands, kept as one row per account in better-auth's `verification` table
 * (identifier `data-export:<user>`), the store the app already has for single-use secrets. A
 * download consumes the row with one DELETE … RETURNING, so of two downloads at once only one
 * gets the file. The row's own expiry is a week past the export's, so better-auth's clean-up of
 * expired verifications never removes it before the sweep here has deleted the file it names.
 */
export const EXPORT_TTL_MS = 24 * 60 * 60_000;
const ROW_MARGIN_MS = 7 * 24 * 60 * 60_000;
const PREFIX = "data-export:";

export interface ExportState {
  exportId: string;
  status: "building" | "ready";
  /** Storage key of the zip. */
  key: string;
  requestedAt: string;
  /** When the link stops working and the sweep deletes the zip (also for a build that never finished). */
  expiresAt: string;
}

const identifier = (userId: string) => `${PREFIX}${userId}`;
export const exportKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;
export const exportPrefix = (userId: string) => `exports/${userId}/`;

const parse = (rows: { value: string }[]): ExportState[] => rows.map((row) => JSON.parse(row.value) as ExportState);

export async function findExport(db: Db, userId: string): Promise<ExportState | null> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`SELECT value FROM verification WHERE identifier = ${identifier(userId)} ORDER BY created_at DESC LIMIT 1`,
  );
  return parse(rows)[0] ?? null;
}

/** A new export for the account, replacing any earlier one; returns it and the states it replaced (their zips to delete). */
export async function startExport(db: Db, userId: string, now = new Date()): Promise<{ state: ExportState; replaced: ExportState[] }> {
  const exportId = randomUUID();
  const state: ExportState = {
    exportId,
    status: "building",
    key: exportKey(userId, exportId),
    requestedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + EXPORT_TTL_MS).toISOString(),
  };
  return db.transaction(async (tx) => {
    const replaced = await removeExports(tx, userId);
    await tx.execute(sql`
      INSERT INTO verification (id, identifier, value, expires_at, created_at, updated_at)
      VALUES (${randomUUID()}, ${identifier(userId)}, ${JSON.stringify(state)}, ${new Date(now.getTime() + EXPORT_TTL_MS + ROW_MARGIN_MS)}, ${now}, ${now})`);
    return { state, replaced };
  });
}

/** The built zip is ready: its link works from now until 24 h later. Null when the export was replaced or the account deleted. */
export async function markExportReady(db: Db, userId: string, exportId: string, now = new Date()): Promise<ExportState | null> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`
    UPDATE verification SET
      value = jsonb_set(jsonb_set(value::jsonb, '{status}', '"ready"'), '{expiresAt}', to_jsonb(${new Date(now.getTime() + EXPORT_TTL_MS).toISOString()}::text))::text,
      expires_at = ${new Date(now.getTime() + EXPORT_TTL_MS + ROW_MARGIN_MS)},
      updated_at = ${now}
    WHERE identifier = ${identifier(userId)} AND value::jsonb->>'exportId' = ${exportId}
    RETURNING value`,
  );
  return parse(rows)[0] ?? null;
}

/** Takes the ready, unexpired export for its one download: the first caller gets it, every other null. */
export async function consumeExport(db: Db, userId: string, exportId: string, now = new Date()): Promise<ExportState | null> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`
    DELETE FROM verification
    WHERE identifier = ${identifier(userId)} AND value::jsonb->>'exportId' = ${exportId}
      AND value::jsonb->>'status' = 'ready' AND (value::jsonb->>'expiresAt')::timestamptz > ${now}
    RETURNING value`,
  );
  return parse(rows)[0] ?? null;
}

/** Removes the account's export rows; returns them (their zips to delete). */
export async function removeExports(db: Db | Tx, userId: string): Promise<ExportState[]> {
  return parse(await queryRows<{ value: string }>(db, sql`DELETE FROM verification WHERE identifier = ${identifier(userId)} RETURNING value`));
}

/** Removes every export past its expiry, built or not; returns them (their zips to delete). */
export async function takeExpiredExports(db: Db, now = new Date()): Promise<ExportState[]> {
  return parse(
    await queryRows<{ value: string }>(
      db,
      sql`
      DELETE FROM verification
      WHERE identifier LIKE ${`${PREFIX}%`} AND (value::jsonb->>'expiresAt')::timestamptz <= ${now}
      RETURNING value`,
    ),
  );
}
