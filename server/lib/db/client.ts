import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { ChannelHandlers } from "../events/channel-handlers";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query surface as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Raw SQL for libraries that bring their own queries (pg-boss, LISTEN/NOTIFY). */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  sql: SqlRunner;
  /** Set for PostgreSQL only: a pool for listeners and tools that need their own connections. */
  pool?: pg.Pool;
  /** Set for PGlite only. */
  pglite?: PGlite;
  /**
   * Set for PGlite only: the subscribers of every event bus on this embedded database, which can
   * only be shared in one process (what LISTEN/NOTIFY is to PostgreSQL, lib/events/local-event-bus.ts).
   */
  localEventHub?: ChannelHandlers;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… — absent means embedded PGlite. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of an empty cluster. */
  fromDump?: Blob;
  /** PostgreSQL connections (env's DATABASE_POOL_SIZE); 10 when not given. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on("error", () => {});
    return {
      kind: "postgres",
      db: drizzlePg(pool, { schema }) as unknown as Db,
      sql: { query: async (text, params) => pool.query(text, params as unknown[]) as never },
      pool,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = options.fromDump ? new PGlite({ loadDataDir: options.fromDump }) : new PGlite(options.dataDir);
  await pglite.waitReady;
  return {
    kind: "pglite",
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    sql: {
      query: async (text, params) => {
        // Parameterless multi-statement SQL (pg-boss's schema set-up) needs exec.
        if (!params || params.length === 0) {
          const results = await pglite.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as never[] };
        }
        const result = await pglite.query(text, params);
        return { rows: result.rows as never[] };
      },
    },
    pglite,
    localEventHub: new ChannelHandlers(),
    close: () => pglite.close(),
  };
}

/** Runs raw SQL through drizzle and returns its rows (the same on PGlite and PostgreSQL). */
export async function queryRows<T = Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
