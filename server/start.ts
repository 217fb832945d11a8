import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createApp } from "./app";
import type { AppContext } from "./context";
import type { Env } from "./env";
import { type Database, migrateDatabase, openDatabase, seedReferenceData } from "./lib/db";
import { logger } from "./lib/logger";
import { serveWeb } from "./lib/static-web";

export interface StartOptions {
  env: Env;
  /** Serve the built web app from this folder (default dist/web). */
  webDir?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  /** An already open, migrated database (tests); otherwise one is opened from env. */
  database?: Database;
}

export interface RunningServer {
  url: string;
  ctx: AppContext;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds, and serves API + web. Used by main.ts and tests. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env } = options;
  const database =
    options.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, "db"),
    }));
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const ctx: AppContext = { env, database, logger };
  const app = createApp(ctx);
  app.get("*", serveWeb(options.webDir ?? "dist/web"));

  const server = serve({ fetch: app.fetch, port: options.port ?? env.PORT, hostname: "0.0.0.0" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    ctx,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
