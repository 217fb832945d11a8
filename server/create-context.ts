import path from "node:path";
import type { AppContext } from "./context";
import type { Env } from "./env";
import { createAuth } from "./features/auth/create-auth";
import { createSessionReader } from "./features/auth/session-reader";
import { selectBillingProviders } from "./features/billing/select-providers";
import { watchModerator } from "./features/roasts/moderation/moderation-readiness";
import { createRoastViewMemory } from "./features/roasts/view/roast-view-memory";
import { type Database, migrateDatabase, openDatabase, seedReferenceData } from "./lib/db";
import { createEventBus } from "./lib/events";
import { logger } from "./lib/logger";
import { createMailer } from "./lib/mail";
import { createQueue } from "./lib/queue";
import { createStorage } from "./lib/storage";
import { createTelemetry } from "./lib/telemetry/telemetry";
import { readEngineConfig } from "./read-engine-config";
import { createRoastEngine } from "./roast-engine";
import { createImageModerator, type ImageModerator } from "./roast-engine/stages/moderate";

export interface ContextOptions {
  /** A worker-only process never judges an upload, so it does not load the moderation model. */
  role?: "all" | "api" | "worker";
  /** Another moderator (tests: one that answers as told, with no model). */
  moderation?: ImageModerator;
  /** The engine's warm models are the process's, kept across servers (EngineConfig.shareModels: tests). */
  shareModels?: boolean;
}

/**
 * Opens the database (migrated and seeded) and builds every adapter from config. The only place
 * that decides between embedded and production adapters.
 */
export async function createContext(env: Env, given?: Database, options: ContextOptions = {}): Promise<AppContext> {
  const database =
    given ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, "db"),
      poolSize: env.DATABASE_POOL_SIZE,
    }));
  await migrateDatabase(database);
  await seedReferenceData(database.db, {
    paypalPlanIds: { starter: env.PAYPAL_PLAN_STARTER, essentials: env.PAYPAL_PLAN_ESSENTIALS, creator: env.PAYPAL_PLAN_CREATOR },
  });
  const mailer = createMailer(env, database.db);
  const telemetry = await createTelemetry({
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    headers: env.OTEL_EXPORTER_OTLP_HEADERS,
    serviceName: env.OTEL_SERVICE_NAME,
    role: options.role ?? "all",
  });
  const queue = createQueue(database, { logger, concurrency: env.WORKER_CONCURRENCY, telemetry, retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS });
  await queue.start();
  const auth = createAuth({ env, database, mailer, logger });
  const storage = createStorage(env);
  return {
    env,
    database,
    logger,
    storage,
    // A bucket's signed links are on its own origin: pages fetch them to download and share files.
    mediaOrigin: storage.kind === "s3" ? new URL(await storage.signedUrl("origin-probe")).origin : undefined,
    mailer,
    queue,
    events: await createEventBus(database, { logger }),
    auth,
    session: createSessionReader(auth, database.db),
    billing: selectBillingProviders({ env, database, logger }),
    engine: createRoastEngine({ ...readEngineConfig(env), logger, shareModels: options.shareModels }),
    moderation: createModeration(env, options),
    roastViews: createRoastViewMemory(database.db, storage),
    telemetry,
  };
}

/**
 * The upload gate: loaded at start-up where uploads arrive, off the first upload's clock, and a
 * model that cannot load is logged and reported by /api/health; tests load it on their first
 * upload, and a moderator a test gives is checked at once (it loads nothing).
 */
function createModeration(env: Env, options: ContextOptions) {
  const preload = options.role !== "worker" && (options.moderation !== undefined || env.NODE_ENV !== "test");
  const enabled = options.moderation !== undefined || env.MODERATION === "on";
  const moderator = options.moderation ?? createImageModerator({ enabled, preload: preload && enabled });
  return watchModerator(moderator, { enabled, preload, logger });
}

/** Stops the queue gracefully (running jobs finish), then releases every adapter. */
export async function closeContext(ctx: AppContext): Promise<void> {
  ctx.moderation.close();
  await ctx.queue.stop({ graceful: true });
  await ctx.engine.close();
  await ctx.events.close();
  await ctx.database.close();
  // Last, so the spans of what just finished are sent.
  await ctx.telemetry.shutdown();
}
