import { getEnv } from "./env";
import { ensureWebBuilt } from "./lib/build-web";
import { logger } from "./lib/logger";
import { type ProcessRole, startServer } from "./start";

/** Starts a process in the given role, prints where to find it, and shuts down cleanly on signals. */
export async function runProcess(role: ProcessRole): Promise<void> {
  const env = getEnv();
  if (role !== "worker") await ensureWebBuilt();
  const server = await startServer({ env, role });
  printWelcome(role, env.PUBLIC_URL ?? server.url, {
    devMailbox: server.ctx.mailer.kind === "outbox",
    testCheckout: server.ctx.billing.testMode,
  });
  const shutdown = async () => {
    logger.info("shutting down");
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

function printWelcome(role: ProcessRole, base: string, local: { devMailbox: boolean; testCheckout: boolean }) {
  if (role === "worker") {
    process.stdout.write("\n  RoastReel worker is running.\n\n");
    return;
  }
  const lines = [`  RoastReel is running at ${base}`];
  if (local.devMailbox) lines.push(`  Dev mailbox (sign-up and sign-in mails): ${base}/dev/mailbox`);
  if (local.testCheckout) lines.push(`  Payments use the built-in test checkout (TEST MODE): ${base}/pricing`);
  process.stdout.write(`\n${lines.join("\n")}\n\n`);
}

export function exitOnStartError(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
