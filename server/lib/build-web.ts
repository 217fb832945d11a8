import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { logger } from "./logger";

const run = promisify(execFile);

/**
 * Builds the web app on first start (npm start needs no separate build step): the same
 * `npm run build:web` as a deployment runs, prerendered pages included. A build without its
 * prerendered pages (from before they existed) is built again. A child process keeps Vite's
 * memory out of the server.
 */
export async function ensureWebBuilt(outDir = "dist/web"): Promise<void> {
  if (existsSync(`${outDir}/index.html`) && existsSync(`${outDir}/pages/manifest.json`)) return;
  logger.info("building the web app (first start only)…");
  await run("npm", ["run", "build:web", "--silent"], { maxBuffer: 32 * 1024 * 1024 });
}
