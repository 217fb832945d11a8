import path from "node:path";
import { prerenderSite } from "./prerender-site";

/** Prerenders again from the current builds in dist/ (for working on the pages without rebuilding the app). */
const root = path.resolve(import.meta.dirname, "../..");
const manifest = await prerenderSite({ webDir: path.join(root, "dist/web"), ssrEntry: path.join(root, "dist/ssr/entry-server.js") });
console.log(`prerendered ${manifest.pages.length} pages`);
