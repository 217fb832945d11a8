import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";

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
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

/**
 * Serves the built web app from `dir`: files as they are (hashed assets cached for a year),
 * and index.html for every other path so the client router takes over.
 */
export function serveWeb(dir: string) {
  const root = path.resolve(dir);
  const indexPath = path.join(root, "index.html");
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : "<!doctype html><p>Web app not built.</p>";
  return async (c: Context) => {
    const requested = decodeURIComponent(new URL(c.req.url).pathname);
    // Unknown API paths stay JSON errors instead of falling through to the app shell.
    if (requested.startsWith("/api/")) return c.json({ error: "Not found", code: "NOT_FOUND" }, 404);
    const filePath = path.join(root, path.normalize(requested));
    if (filePath.startsWith(root + path.sep) && path.extname(filePath)) {
      const body = await readFile(filePath).catch(() => null);
      if (body) {
        const immutable = requested.startsWith("/assets/");
        return c.body(body, 200, {
          "content-type": TYPES[path.extname(filePath)] ?? "application/octet-stream",
          "cache-control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
        });
      }
      return c.text("Not found", 404);
    }
    return c.html(indexHtml, 200, { "cache-control": "no-cache" });
  };
}
