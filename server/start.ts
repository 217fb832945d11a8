import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createApp } from "./app";
import type { AppContext } from "./context";
import type { Env } from "./env";
import { createAuth } from "./features/auth";
import { billingJobs, registerBillingJobs, selectBillingProviders } from "./features/billing";
import { registerGalleryJobs, renderGalleryJob, requestGalleryRender } from "./features/gallery";
import { engineConfigFromEnv, ROAST_JOBS, registerRoastJobs, scheduleRoastJobs } from "./features/roasts";
import { sharePageRoutes } from "./features/share";
import { type Database, migrateDatabase, openDatabase, seedReferenceData } from "./lib/db";
import { createEventBus } from "./lib/events";
import { logger } from "./lib/logger";
import { createMailer } from "./lib/mail";
import { createQueue } from "./lib/queue";
import { createStorage } from "./lib/storage";
import { serveWeb } from "./lib/static-web";
import { createRoastEngine } from "./roast-engine";

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
  await seedReferenceData(database.db, {
    paypalPlanIds: { starter: env.PAYPAL_PLAN_STARTER, essentials: env.PAYPAL_PLAN_ESSENTIALS, creator: env.PAYPAL_PLAN_CREATOR },
  });
  const storage = createStorage(env);
  const mailer = createMailer(env, database.db);
  const auth = createAuth({ env, database, mailer, logger });
  const events = await createEventBus(database, { logger });
  const queue = createQueue(database, { logger, concurrency: env.WORKER_CONCURRENCY });
  await queue.start();
  const billing = selectBillingProviders({ env, database, logger });
  const engine = createRoastEngine(engineConfigFromEnv(env));
  const ctx: AppContext = { env, database, logger, storage, mailer, queue, events, auth, billing, engine };
  await registerBillingJobs(ctx);
  await queue.startWorkers(billingJobs);
  registerRoastJobs(ctx);
  registerGalleryJobs(ctx);
  await queue.startWorkers([...ROAST_JOBS, renderGalleryJob]);
  await scheduleRoastJobs(ctx);
  // The landing page's samples render in the background; start-up does not wait for them.
  if (env.SAMPLE_GALLERY === "render") void requestGalleryRender(ctx).catch((err: unknown) => logger.warn({ err }, "gallery render not queued"));
  const app = createApp(ctx);
  app.route("/r", sharePageRoutes({ webDir: options.webDir }));
  app.get("*", serveWeb(options.webDir ?? "dist/web"));

  const server = serve({ fetch: app.fetch, port: options.port ?? env.PORT, hostname: "0.0.0.0" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    ctx,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.stop({ graceful: true });
      await engine.close();
      await events.close();
      await database.close();
    },
  };
}
