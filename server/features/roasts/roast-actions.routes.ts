import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { getSessionUser, requireUser } from "../auth";
import { createRoast } from "./create/create-roast";
import { mergeBodySchema, mergeRoasts } from "./merge/merge-roasts";
import { requireNarrator } from "./narrators/narrators";
import { requireCaptionStyle } from "./create/require-caption-style";
import { findRepeatedUpload, readIdempotencyKey, receiveDataUrlUpload } from "./create/read-upload";
import { getPortraitStatus, requestPortrait } from "./portrait/request-portrait";
import { reroast } from "./create/reroast";
import { retryRoast } from "./recovery/retry-roast";
import { toRoastView } from "./view/to-roast-view";

/** /api/roasts/merge, /api/roasts/:id/reframe, /api/roasts/:id/reroast, /api/roasts/:id/retry. */
export const roastActionRoutes = new Hono<AppEnv>()
  .post("/merge", requireUser, async (c) => {
    const ctx = c.get("ctx");
    const body = mergeBodySchema.parse(await c.req.json().catch(() => null));
    const roast = await mergeRoasts(ctx, getSessionUser(c).id, body.roastIds);
    return c.json({ success: true, roast: await toRoastView(ctx, roast, null) }, 201);
  })
  .post("/:id/reframe", requireUser, async (c) => {
    const { predictionId } = await requestPortrait(c.get("ctx"), getSessionUser(c).id, c.req.param("id"));
    return c.json({ success: true, predictionId });
  })
  .post("/:id/reroast", requireUser, async (c) => {
    const ctx = c.get("ctx");
    const roast = await reroast(ctx, getSessionUser(c).id, c.req.param("id"));
    return c.json({ success: true, roast: await toRoastView(ctx, roast, null) }, 201);
  })
  .post("/:id/retry", requireUser, async (c) => {
    const ctx = c.get("ctx");
    const roast = await retryRoast(ctx, getSessionUser(c).id, c.req.param("id"));
    return c.json({ success: true, roast: await toRoastView(ctx, roast, null) });
  });

/** The spec's function names: generate-roast (data URL body), check-reframe-status, check-unlimited-mode. */
export const roastCallRoutes = new Hono<AppEnv>()
  .get("/check-unlimited-mode", (c) => c.json({ unlimitedMode: c.get("ctx").env.UNLIMITED_MODE }))
  // An upload like POST /api/roasts: a repeat answered with its roast, any other admitted before its body is read.
  .post("/generate-roast", requireUser, async (c) => {
    const ctx = c.get("ctx");
    const userId = getSessionUser(c).id;
    const repeated = await findRepeatedUpload(c, userId);
    if (repeated) return c.json({ success: true, roast: await toRoastView(ctx, repeated, null) }, 201);
    const upload = await receiveDataUrlUpload(c, userId);
    const narrator = requireNarrator(ctx, upload.narrator);
    const captionStyle = requireCaptionStyle(upload.captionStyle);
    const { roast } = await createRoast(ctx, { userId, image: upload.image, idempotencyKey: readIdempotencyKey(c), narrator, captionStyle });
    return c.json({ success: true, roast: await toRoastView(ctx, roast, null) }, 201);
  })
  .get("/reframe/:predictionId", requireUser, async (c) => c.json(await getPortraitStatus(c.get("ctx"), getSessionUser(c).id, c.req.param("predictionId"))));
