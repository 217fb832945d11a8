import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { MigrationCheck, MigrationResult, MigrationRun } from "../../../../common/admin";
import { type Db, tables } from "../../../lib/db";
import { contentTypeForKey, type Storage } from "../../../lib/storage";
import type { MigrationSource } from "./migration-source";

const ROAST_KEY = /^roasts\/([0-9a-f-]{36})\//;

export interface MigrateMediaOptions {
  db: Db;
  source: MigrationSource;
  target: Storage;
  /** Stops between roasts; a stopped run is resumed by running again. */
  signal?: AbortSignal;
  /** Called after each roast (progress for the CLI). */
  onRoast?: (result: MigrationResult) => void;
}

const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The source's roast media grouped by roast id, only for roasts that still exist. */
async function findPendingRoasts(db: Db, source: MigrationSource): Promise<Map<string, string[]>> {
  const byRoast = new Map<string, string[]>();
  for (const key of await source.listKeys("roasts/")) {
    const id = ROAST_KEY.exec(key)?.[1];
    if (id) byRoast.set(id, [...(byRoast.get(id) ?? []), key]);
  }
  if (byRoast.size === 0) return byRoast;
  const rows = await db
    .select({ id: tables.userRoasts.id })
    .from(tables.userRoasts)
    .where(inArray(tables.userRoasts.id, [...byRoast.keys()]));
  const existing = new Set(rows.map((row) => row.id));
  // Files of deleted roasts are not carried over: nobody can reach them any more.
  for (const id of byRoast.keys()) if (!existing.has(id)) byRoast.delete(id);
  return byRoast;
}

/** How many roasts' media still live only on the old storage. */
export async function checkMigration(options: { db: Db; source: MigrationSource | null }): Promise<MigrationCheck> {
  if (!options.source) return { source: null, pendingRoasts: 0 };
  return { source: options.source.label, pendingRoasts: (await findPendingRoasts(options.db, options.source)).size };
}

/**
 * Copies one roast: every object is written to the target and read back, its size and SHA-256
 * compared with the source's; only when all of them match are the old copies deleted. Keys are
 * the same on both sides, so once verified the roast is served from the target as it is.
 */
async function migrateRoast(source: MigrationSource, target: Storage, roastId: string, keys: string[]): Promise<MigrationResult> {
  try {
    for (const key of keys) {
      const bytes = await source.storage.get(key);
      await target.put(key, bytes, contentTypeForKey(key));
      const copy = await target.get(key);
      if (copy.length !== bytes.length) throw new Error(`${key}: ${copy.length} bytes stored, ${bytes.length} expected`);
      if (digest(copy) !== digest(bytes)) throw new Error(`${key}: checksum differs after copying`);
    }
    for (const key of keys) await source.storage.delete(key);
    // The roast's now empty folders on a local source.
    await source.storage.deletePrefix(`roasts/${roastId}/`);
    const video = keys.find((key) => key.endsWith("/landscape.mp4")) ?? keys[0];
    return { roastId, success: true, newUrl: await target.signedUrl(video) };
  } catch (error) {
    return { roastId, success: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Moves every roast's media from the old storage to the configured one, a roast at a time. It is
 * idempotent and resumable: what is left on the source is exactly what is still to do, and a
 * roast copied but not yet deleted (an interruption in between) is simply copied again.
 */
export async function migrateMedia(options: MigrateMediaOptions): Promise<MigrationRun> {
  const pending = await findPendingRoasts(options.db, options.source);
  const results: MigrationResult[] = [];
  for (const [roastId, keys] of pending) {
    if (options.signal?.aborted) break;
    const result = await migrateRoast(options.source, options.target, roastId, keys);
    results.push(result);
    options.onRoast?.(result);
  }
  const migratedCount = results.filter((r) => r.success).length;
  return { results, migratedCount, failedCount: results.length - migratedCount };
}
