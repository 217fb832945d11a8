import { randomBytes } from "node:crypto";
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
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  return database;
}
