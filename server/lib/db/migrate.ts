import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Applies the committed SQL migrations (server/lib/db/migrations), on PGlite or PostgreSQL alike. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
}
