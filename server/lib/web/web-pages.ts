import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_URL_TOKEN, type PrerenderManifest } from "../../../common/prerender";

export interface WebPages {
  /** The prerendered HTML for a path (PUBLIC_URL filled in), or null. */
  findPage(pathname: string): string | null;
  /** The path is one of the app's own routes without a prerendered page (gets the app shell). */
  isAppRoute(pathname: string): boolean;
  notFoundHtml: string | null;
  shellHtml: string;
  /** False before `npm run build:web`: the shell is then a notice, served as 503, never as a page. */
  isBuilt: boolean;
  manifest: PrerenderManifest | null;
}

const toPattern = (route: string) => new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}/?$`);

/**
 * The prerendered pages of a web build, read once (they change only with a new build) with
 * the running server's PUBLIC_URL substituted for the build's placeholder.
 */
export function loadWebPages(root: string, publicUrl: string): WebPages {
  const read = (file: string) => {
    const full = path.join(root, file);
    // A replacer function: a "$" in PUBLIC_URL must stay literal.
    return existsSync(full) ? readFileSync(full, "utf8").replaceAll(PUBLIC_URL_TOKEN, () => publicUrl) : null;
  };
  const builtShell = read("index.html");
  const shellHtml = builtShell ?? "<!doctype html><p>Web app not built: run npm run build:web.</p>";
  const manifestText = read("pages/manifest.json");
  const manifest = manifestText ? (JSON.parse(manifestText) as PrerenderManifest) : null;
  const pages = new Map<string, string>();
  for (const page of manifest?.pages ?? []) {
    const html = read(page.file);
    if (html) pages.set(page.path, html);
  }
  const appPatterns = listAppOnlyRoutes(manifest).map(toPattern);
  return {
    findPage: (pathname) => pages.get(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname) ?? null,
    // Without a manifest (a build from before prerendering) every path gets the shell, as it used to.
    isAppRoute: (pathname) => !manifest || appPatterns.some((pattern) => pattern.test(pathname)),
    notFoundHtml: manifest ? read(manifest.notFoundFile) : null,
    shellHtml,
    isBuilt: builtShell !== null,
    manifest,
  };
}

/** The app routes that have no public page (signed-in pages, payment returns, share pages). */
export function listAppOnlyRoutes(manifest: PrerenderManifest | null): string[] {
  const prerendered = new Set(manifest?.pages.map((page) => page.path));
  return (manifest?.appRoutes ?? []).filter((route) => !prerendered.has(route));
}
