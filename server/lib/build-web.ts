import { existsSync } from "node:fs";
import { logger } from "./logger";

/** Builds the web app with Vite on first start (npm start needs no separate build step). */
export async function ensureWebBuilt(outDir = "dist/web"): Promise<void> {
  if (existsSync(`${outDir}/index.html`)) return;
  logger.info("building the web app (first start only)…");
  const { build } = await import("vite");
  await build({ logLevel: "warn" });
}
