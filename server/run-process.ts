import { getEnv } from "./env";
import { ensureWebBuilt } from "./lib/build-web";
import { allowedOriginsFrom } from "./lib/http/require-same-origin";
import { logger } from "./lib/logger";
import { findLanAddresses, formatBanner } from "./lib/start-banner";
import { type ProcessRole, startServer } from "./start";

/** Starts a process in the given role, prints where to find it, and shuts down cleanly on signals. */
export async function runProcess(role: ProcessRole): Promise<void> {
  const env = getEnv();
  if (role !== "worker") await ensureWebBuilt();
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
  const shutdown = async () => {
    logger.info("shutting down");
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

export function exitOnStartError(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
