import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";
import { AppError } from "./errors";
import { logger } from "./logger";
import { acceptsGzip, createGzipCache, isCompressible } from "./web/compress";
import { buildRobots, buildSitemap } from "./web/crawl-files";
import { listAppOnlyRoutes, loadWebPages } from "./web/web-pages";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".mp4": "video/mp4",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
};

export interface ServeWebOptions {
  /** The running server's PUBLIC_URL: canonical links, OG images and the sitemap use it. */
  publicUrl: string;
}

/**
 * Serves the built web app from `dir`: files as they are (hashed assets cached for a year),
 * a prerendered page where one exists, the app shell for the app's own routes (signed-in
 * pages, payment returns), and the not-found page with status 404 for anything else.
 * Text answers are gzipped for clients that accept it.
 */
export function serveWeb(dir: string, options: ServeWebOptions) {
  const root = path.resolve(dir);
  const pages = loadWebPages(root, options.publicUrl);
  const gzip = createGzipCache();
  const generated = new Map<string, string>();
  if (pages.manifest) {
    const { publicUrl } = options;
    generated.set("/robots.txt", buildRobots({ publicUrl, appPaths: listAppOnlyRoutes(pages.manifest) }));
    generated.set("/sitemap.xml", buildSitemap({ publicUrl, paths: pages.manifest.pages.map((page) => page.path), lastmod: pages.manifest.builtAt }));
  }

  const send = (c: Context, key: string, body: Buffer | string, status: 200 | 404 | 503, type: string, cacheControl: string) => {
    const headers: Record<string, string> = { "content-type": type, "cache-control": cacheControl, vary: "accept-encoding" };
    const size = typeof body === "string" ? Buffer.byteLength(body) : body.length;
    if (isCompressible(type, size) && acceptsGzip(c.req.header("accept-encoding"))) {
      return c.body(new Uint8Array(gzip(key, body)), status, { ...headers, "content-encoding": "gzip" });
    }
    return c.body(typeof body === "string" ? body : new Uint8Array(body), status, headers);
  };

  return async (c: Context) => {
    const requested = decodePath(new URL(c.req.url).pathname);
    // Unknown API paths stay JSON errors instead of falling through to the app shell.
    if (requested.startsWith("/api/")) return c.json({ error: "Not found", code: "NOT_FOUND" }, 404);
    const crawlFile = generated.get(requested);
    if (crawlFile) return send(c, requested, crawlFile, 200, TYPES[path.extname(requested)], "public, max-age=3600");
    const filePath = path.join(root, path.normalize(requested));
    if (filePath.startsWith(root + path.sep) && path.extname(filePath) && !requested.startsWith("/pages/")) {
      const body = await readFile(filePath).catch(() => null);
      if (body) {
        const immutable = requested.startsWith("/assets/");
        const type = TYPES[path.extname(filePath)] ?? "application/octet-stream";
        return send(c, filePath, body, 200, type, immutable ? "public, max-age=31536000, immutable" : "public, max-age=300");
      }
      return c.text("Not found", 404);
    }
    const page = pages.findPage(requested);
    if (page) return send(c, `page:${requested}`, page, 200, TYPES[".html"], "no-cache");
    if (pages.isAppRoute(requested) || !pages.notFoundHtml) return send(c, "shell", pages.shellHtml, pages.isBuilt ? 200 : 503, TYPES[".html"], "no-cache");
    return send(c, "not-found", pages.notFoundHtml, 404, TYPES[".html"], "no-cache");
  };
}

/**
 * The path with its percent-escapes decoded. A malformed escape (`/%E0%A4%A`) is the client's
 * mistake: 400, noted at debug level, never an error with a stack trace.
 */
function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    logger.debug({ path: pathname.slice(0, 200) }, "malformed percent-encoding in a path");
    throw new AppError("BAD_REQUEST", "Malformed URL", { title: "Bad request" });
  }
}
