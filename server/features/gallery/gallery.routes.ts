import { gzipSync } from "node:zlib";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { acceptsGzip, isCompressible } from "../../lib/web/compress";
import { findGallery } from "./find-gallery";
import { type HeroMedia, readHeroClip, readHeroPoster } from "./hero-media";

const send = (media: HeroMedia) =>
  new Response(new Uint8Array(media.body), {
    headers: { "content-type": media.contentType, "cache-control": media.cacheControl, "content-length": String(media.body.length) },
  });

/** GET /api/gallery: the landing page's sample roasts; /api/gallery/hero.jpg and hero.mp4: the heroes' background loop. */
export const galleryRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const items = await findGallery(c.get("ctx"));
    // Short cache: an item gains its video once the background render finishes.
    const headers = { "cache-control": "public, max-age=60", vary: "accept-encoding" };
    // The landing page reads it on every visit: 2.4 KB of JSON is 0.7 KB gzipped.
    const json = JSON.stringify({ items });
    if (acceptsGzip(c.req.header("accept-encoding")) && isCompressible("application/json", json.length)) {
      return c.body(new Uint8Array(gzipSync(json)), 200, { ...headers, "content-type": "application/json; charset=UTF-8", "content-encoding": "gzip" });
    }
    return c.body(json, 200, { ...headers, "content-type": "application/json; charset=UTF-8" });
  })
  .get("/hero.jpg", async (c) => send(await readHeroPoster(c.get("ctx"))))
  .get("/hero.mp4", async (c) => {
    const clip = await readHeroClip(c.get("ctx"));
    if (!clip) throw new AppError("NOT_FOUND", "The hero video is not made yet");
    return send(clip);
  });
