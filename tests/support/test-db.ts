import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, migrateDatabase, openDatabase, seedReferenceData } from "../../server/lib/db";

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a new database
 * on the real PostgreSQL server of TEST_DATABASE_URL when the project runs as "postgres".
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === "postgres" && adminUrl) {
    const name = `rr_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 5 });
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    const close = database.close;
    return {
      ...database,
      url: url.toString(),
      close: async () => {
        await close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  return openDatabase({ fromDump: await readMigratedDump() });
}

/**
 * A migrated and seeded PGlite cluster as a dump, made once per set of migrations and kept in the
 * temporary folder: starting from it skips initdb and the migrations, most of a fresh in-memory
 * database's cost in every test file (tests/integration/database.int.test.ts still migrates an
 * empty one).
 */
async function readMigratedDump(): Promise<Blob> {
  const file = path.join(tmpdir(), `roastreel-test-pglite-${await hashMigrations()}.tar`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    const dump = await (database.pglite as NonNullable<Database["pglite"]>).dumpDataDir("none");
    // Written aside and renamed: test files starting together may both make it, none reads half.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

/** The migrations, the seed and PGlite's version, as a short hash: a change to any makes a new dump. */
async function hashMigrations(): Promise<string> {
  const hash = createHash("sha256");
  const dir = path.join(import.meta.dirname, "../../server/lib/db/migrations");
  for (const name of (await readdir(dir, { recursive: true })).sort()) {
    const file = path.join(dir, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(await readFile(file));
  }
  hash.update(await readFile(path.join(import.meta.dirname, "../../server/lib/db/seed.ts")));
  // A dump is read by the PGlite that made it.
  hash.update(await readFile(path.join(import.meta.dirname, "../../node_modules/@electric-sql/pglite/package.json")));
  return hash.digest("hex").slice(0, 16);
}
