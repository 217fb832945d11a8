import path from "node:path";
import { getEnv } from "../../../env";
import { resolveAuthSecret } from "../../../lib/auth-secret";
import { migrateDatabase, openDatabase } from "../../../lib/db";
import { createStorage } from "../../../lib/storage";
import { checkMigration, migrateMedia } from "./migrate-media";
import { createMigrationSource } from "./migration-source";

/**
 * npm run migrate:media — moves every roast's media from the MIGRATE_FROM_* storage to the
 * configured one, printing a line per roast. Safe to interrupt (Ctrl-C stops after the current
 * roast) and to run again. On the embedded database stop the server first: PGlite has one
 * connection; with PostgreSQL it can run beside it, or use the admin page's button instead.
 */
async function main() {
  const parsed = getEnv();
  const env = { ...parsed, authSecret: await resolveAuthSecret({ given: parsed.AUTH_SECRET, dataDir: parsed.DATA_DIR }) };
  const source = createMigrationSource(env);
  if (!source) {
    process.stdout.write("No Migration Needed: set MIGRATE_FROM_DIR or MIGRATE_FROM_S3_* to the storage media are moving off.\n");
    return;
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, "db"),
    poolSize: env.DATABASE_POOL_SIZE,
  });
  const stop = new AbortController();
  process.once("SIGINT", () => {
    process.stdout.write("Stopping after the current roast; run again to resume.\n");
    stop.abort();
  });
  try {
    await migrateDatabase(database);
    const target = createStorage(env);
    const { pendingRoasts } = await checkMigration({ db: database.db, source });
    process.stdout.write(
      `${pendingRoasts} roast(s) with media on the ${source.label}, moving to ${target.kind === "s3" ? `S3 bucket ${env.S3_BUCKET}` : "the local folder"}.\n`,
    );
    const run = await migrateMedia({
      db: database.db,
      source,
      target,
      signal: stop.signal,
      onRoast: (r) => process.stdout.write(`  ${r.success ? "moved " : "FAILED"} ${r.roastId}${r.error ? `: ${r.error}` : ""}\n`),
    });
    process.stdout.write(`${run.failedCount === 0 ? "Migration Completed" : "Migration Failed"}: ${run.migratedCount} moved, ${run.failedCount} failed.\n`);
    if (run.failedCount > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
