import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { getSessionUser, requireUser } from "../auth";
import { clientKey } from "./create/admit-upload";
import { readMultipartImage, receiveUploadForm } from "./create/read-upload";
import { createDrafts } from "./direct/create-drafts";
import { requireDraftsAllowed, requireRewriteAllowed } from "./direct/draft-limits";
import { requireOwnDraftSet, toDraftSetView } from "./direct/draft-set-view";
import { renderChoiceSchema, renderDraft } from "./direct/render-draft";
import { requireChosenIntensity, requireIntensity } from "./direct/require-intensity";
import { rewriteDrafts } from "./direct/rewrite-drafts";
import { requireNarrator } from "./narrators/narrators";
import { toRoastView } from "./view/to-roast-view";

/**
 * /api/drafts, "Direct it" (issue 44): three roasts of an upload before anything is spent, then
 * the chosen one rendered. The one-click POST /api/roasts stays the default.
 */
export const draftRoutes = new Hono<AppEnv>()
  // An upload like POST /api/roasts (multipart `image`, `narrator`, `intensity`), counted against the draft
  // rates and then admitted as any upload (ban, credit, upload rate, uploads in flight) before its body is read.
  .post("/", requireUser, async (c) => {
    const ctx = c.get("ctx");
    const userId = getSessionUser(c).id;
    await requireDraftsAllowed(ctx, userId, clientKey(c));
    const form = await receiveUploadForm(c, userId, "multipart");
    const image = await readMultipartImage(form);
    const narrator = form.get("narrator") ? requireNarrator(ctx, form.get("narrator")) : undefined;
    const intensity = requireIntensity(form.get("intensity"));
    const set = await createDrafts(ctx, { userId, image, narrator, intensity });
    return c.json({ success: true, draftSet: toDraftSetView(set) }, 201);
  })
  .get("/:id", requireUser, async (c) => {
    const set = await requireOwnDraftSet(c.get("ctx").database.db, getSessionUser(c).id, c.req.param("id"));
    return c.json({ draftSet: toDraftSetView(set) });
  })
  // JSON { intensity }: the set's three drafts written again at that level from its kept reading; nothing spent.
  .post("/:id/rewrite", requireUser, async (c) => {
    const ctx = c.get("ctx");
    const userId = getSessionUser(c).id;
    await requireRewriteAllowed(ctx, userId);
    const body: unknown = await c.req.json().catch(() => null);
    const intensity = requireChosenIntensity(body && typeof body === "object" ? (body as { intensity?: unknown }).intensity : undefined);
    const set = await rewriteDrafts(ctx, userId, c.req.param("id"), intensity);
    return c.json({ success: true, draftSet: toDraftSetView(set) });
  })
  // JSON { draftId, text?, pace?, narrator?, intensity?, captionStyle? }: one credit, once per set (a repeat answers 200 with the same roast).
  .post("/:id/render", requireUser, async (c) => {
    const ctx = c.get("ctx");
    const choice = renderChoiceSchema.parse(await c.req.json().catch(() => null));
    const { roast, created } = await renderDraft(ctx, getSessionUser(c).id, c.req.param("id"), choice);
    return c.json({ success: true, roast: await toRoastView(ctx, roast, null) }, created ? 201 : 200);
  });
