import path from "node:path";
import { build } from "vite";
import { prerenderSite } from "./prerender/prerender-site";

/**
 * `npm run build:web`: the browser app (dist/web), the server build of the prerender entry
 * (dist/ssr), then every public page prerendered to HTML with its OG image, plus the icons.
 */
const root = path.resolve(import.meta.dirname, "..");
const webDir = path.join(root, "dist/web");
const ssrDir = path.join(root, "dist/ssr");

await build({ root: path.join(root, "web"), configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
await build({
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "warn",
  build: { ssr: path.join(root, "web/prerender/entry-server.tsx"), outDir: ssrDir, emptyOutDir: true, sourcemap: false },
});
const manifest = await prerenderSite({ webDir, ssrEntry: path.join(ssrDir, "entry-server.js") });
console.log(`prerendered ${manifest.pages.length} pages into ${path.relative(root, webDir)}/pages`);
