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
  if (isWebBuilt(outDir)) return;
  logger.info("building the web app (first start only)…");
  await run("npm", ["run", "build:web", "--silent"], { maxBuffer: 32 * 1024 * 1024 });
}

/**
 * Production builds nothing at start-up: `npm run build` made the web app with the server (the
 * image's files may be read-only), so a missing build stops start-up with what to run.
 */
export function requireWebBuilt(outDir = "dist/web"): void {
  if (!isWebBuilt(outDir)) throw new Error(`The web app is not built (${outDir}/index.html is missing): run npm run build before starting in production.`);
}

const isWebBuilt = (outDir: string) => existsSync(`${outDir}/index.html`) && existsSync(`${outDir}/pages/manifest.json`);
