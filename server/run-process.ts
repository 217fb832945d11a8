import { getEnv } from "./env";
import { ensureWebBuilt, requireWebBuilt } from "./lib/build-web";
import { allowedOriginsFrom } from "./lib/http/require-same-origin";
import { logger } from "./lib/logger";
import { findLanAddresses, formatBanner } from "./lib/start-banner";
import { type ProcessRole, startServer } from "./start";

/** Starts a process in the given role, prints where to find it, and shuts down cleanly on signals. */
export async function runProcess(role: ProcessRole): Promise<void> {
  const env = getEnv();
  if (role !== "worker") {
    if (env.isProduction) requireWebBuilt();
    else await ensureWebBuilt();
  }
  const server = await startServer({ env, role });
  const base = env.PUBLIC_URL ?? server.url;
  process.stdout.write(
    formatBanner({
      role,
      url: base,
      port: server.url ? Number(new URL(server.url).port) : env.PORT,
      isProduction: env.isProduction,
      publicUrlSet: Boolean(env.PUBLIC_URL),
      trustedOrigins: allowedOriginsFrom(env),
      database: server.ctx.database.kind,
      storage: server.ctx.storage.kind,
      devMailbox: server.ctx.mailer.kind === "outbox",
      testCheckout: server.ctx.billing.testMode,
      adminsConfigured: Boolean(env.ADMIN_EMAILS),
      supportEmailSet: Boolean(env.SUPPORT_EMAIL),
      lanAddresses: findLanAddresses(),
    }),
  );
  stopOnSignals(server.close, env.SHUTDOWN_GRACE_MS);
}

/**
 * SIGTERM (an orchestrator stopping the process) or SIGINT (Ctrl-C) stops it gracefully
 * (RunningServer.close: in-flight requests and the render in progress get the grace period); a
 * second signal stops it at once.
 */
export function stopOnSignals(close: () => Promise<void>, graceMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "stopping at once");
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, graceMs }, "stopping: finishing the work in flight");
    close().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, "stopping failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

export function exitOnStartError(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
