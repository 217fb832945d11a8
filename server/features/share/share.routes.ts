import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { isAppError } from "../../lib/errors";
import { getSessionUser, requireUser } from "../auth";
import { findSharedRoast, type SharedMediaName } from "./find-shared-roast";
import { serveSharedMedia } from "./serve-shared-media";
import { setRoastPublic, shareBodySchema } from "./set-roast-public";
import { renderSharePage } from "./share-page";

/** POST /api/roasts/:id/share { public } (owner) and GET /api/share/:slug (anyone). */
export const shareApiRoutes = new Hono<AppEnv>()
  .post("/roasts/:id/share", requireUser, async (c) => {
    const body = shareBodySchema.parse(await c.req.json().catch(() => null));
    return c.json(await setRoastPublic(c.get("ctx"), getSessionUser(c).id, c.req.param("id"), body.public));
  })
  .get("/share/:slug", async (c) => c.json(await findSharedRoast(c.get("ctx"), c.req.param("slug"))));

const NOT_SHARED = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Not found</title></head>
<body style="font-family:system-ui,sans-serif;padding:24px"><h1>This roast is not shared</h1><p><a href="/">Get your own roast</a></p></body></html>`;

/**
 * GET /r/:slug, server-rendered so link previews see the video (Open Graph, player card), and
 * /r/:slug/embed, the bare player the player card frames. /r/:slug/<file> serves the roast's
 * media only while it is shared.
 */
export function sharePageRoutes(options: { webDir?: string } = {}) {
  const shellPath = path.resolve(options.webDir ?? "dist/web", "index.html");
  let cached: string | undefined;
  const shell = () => {
    cached ??= existsSync(shellPath) ? readFileSync(shellPath, "utf8") : undefined;
    return cached;
  };
  return new Hono<AppEnv>()
    .get("/:slug", async (c) => {
      const roast = await findSharedRoast(c.get("ctx"), c.req.param("slug")).catch(notSharedOr);
      if (!roast) return c.html(shell() ?? NOT_SHARED, 404);
      return c.html(renderSharePage(roast, { shell: shell(), supportEmail: c.get("ctx").env.SUPPORT_EMAIL }), 200, { "cache-control": "no-cache" });
    })
    .get("/:slug/:name{landscape\\.mp4|portrait\\.mp4|poster\\.jpg}", (c) =>
      serveSharedMedia(c.get("ctx"), c.req.param("slug"), c.req.param("name") as SharedMediaName, {
        range: c.req.header("range"),
        headOnly: c.req.method === "HEAD",
      }),
    )
    .get("/:slug/embed", async (c) => {
      const roast = await findSharedRoast(c.get("ctx"), c.req.param("slug")).catch(notSharedOr);
      if (!roast) return c.html(NOT_SHARED, 404);
      // The player card shows this page in a frame on other sites.
      return c.html(renderSharePage(roast, { embed: true }), 200, {
        "content-security-policy": "default-src 'self'; media-src 'self' https:; img-src 'self' https:; style-src 'unsafe-inline'; frame-ancestors *",
      });
    });
}

function notSharedOr(error: unknown): null {
  if (isAppError(error) && error.code === "NOT_FOUND") return null;
  throw error;
}
