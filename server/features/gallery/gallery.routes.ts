import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { findGallery } from "./find-gallery";

/** GET /api/gallery: the landing page's sample roasts. */
export const galleryRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const items = await findGallery(c.get("ctx"));
  // Short cache: an item gains its video once the background render finishes.
  return c.json({ items }, 200, { "cache-control": "public, max-age=60" });
});
