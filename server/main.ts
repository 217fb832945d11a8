import { getEnv } from "./env";
import { ensureWebBuilt } from "./lib/build-web";
import { logger } from "./lib/logger";
import { startServer } from "./start";

/** All-in-one process (the embedded default): API, worker and web on one port. */
async function main() {
  const env = getEnv();
  await ensureWebBuilt();
  const server = await startServer({ env });
  const base = env.PUBLIC_URL ?? server.url;
  console.log(`\n  RoastReel is running at ${base}\n`);
  const shutdown = async () => {
    logger.info("shutting down");
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
