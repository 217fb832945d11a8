import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { withEngineErrors } from "./core/map-engine-error";
import { findNarrators, listNarrators } from "./narrators/narrators";

/** The browser may keep a preview for a day: the voices change only with a deploy. */
const PREVIEW_CACHE = "public, max-age=86400";

/** /api/narrators: who can narrate a roast, and a second of each voice. */
export const narratorRoutes = new Hono<AppEnv>()
  .get("/", (c) => c.json({ narrators: listNarrators(c.get("ctx")) }))
  .get("/:id/preview", async (c) => {
    const ctx = c.get("ctx");
    const narrator = findNarrators(ctx).find((id) => id === c.req.param("id"));
    if (!narrator) throw new AppError("NOT_FOUND", "No such narrator");
    const wav = await withEngineErrors(() => ctx.engine.previewNarrator(narrator));
    return c.body(new Uint8Array(wav), 200, { "content-type": "audio/wav", "cache-control": PREVIEW_CACHE });
  });
