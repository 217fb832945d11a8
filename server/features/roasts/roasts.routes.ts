import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../context";
import { ifNoneMatchHits } from "../../lib/http/etag";
import { acceptsGzip } from "../../lib/web/compress";
import { getSessionUser, requireUser, signInRequired } from "../auth";
import { createBattle } from "./create/create-battle";
import { createRoast } from "./create/create-roast";
import { deleteRoast } from "./delete/delete-roast";
import { findSessionRoastList, getRoast } from "./view/find-roasts";
import { requireNarrator } from "./narrators/narrators";
import { requireCaptionStyle } from "./create/require-caption-style";
import { findRepeatedUpload, readBattleImages, readIdempotencyKey, readMultipartImage, receiveUploadForm } from "./create/read-upload";
import type { RoastEventHub } from "./core/roast-events";
import { gzipOfList } from "./view/roast-list-cache";
import { toRoastView } from "./view/to-roast-view";

/** The spec's realtime heartbeat: a comment every 25 s keeps proxies from closing the stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after a few minutes and the browser reconnects (and re-reads the list), so a
 * shutting-down server is never held open by pages that stay open.
 */
const STREAM_LIFETIME_MS = 2 * 60_000;

/** /api/roasts: create (multipart upload; /battle with two), list, live events, read, delete. */
export function roastsRoutes(hub: RoastEventHub) {
  return (
    new Hono<AppEnv>()
      // Uploads: a repeat of an earlier submit is answered with its roast; any other is admitted
      // (ban, credit, rate, uploads in flight) before its body is read (roasts/create/read-upload.ts).
      .post("/", requireUser, async (c) => {
        const ctx = c.get("ctx");
        const userId = getSessionUser(c).id;
        const repeated = await findRepeatedUpload(c, userId);
        if (repeated) return c.json({ success: true, roast: await toRoastView(ctx, repeated, null) }, 201);
        const form = await receiveUploadForm(c, userId, "multipart");
        const image = await readMultipartImage(form);
        const narrator = requireNarrator(ctx, form.get("narrator"));
        const captionStyle = requireCaptionStyle(form.get("captionStyle"));
        const { roast } = await createRoast(ctx, { userId, image, idempotencyKey: readIdempotencyKey(c), narrator, captionStyle });
        return c.json({ success: true, roast: await toRoastView(ctx, roast, null) }, 201);
      })
      // A Roast Battle: `image` (A) and `image2` (B) in one form, checked as two single uploads, one credit.
      .post("/battle", requireUser, async (c) => {
        const ctx = c.get("ctx");
        const userId = getSessionUser(c).id;
        const repeated = await findRepeatedUpload(c, userId);
        if (repeated) return c.json({ success: true, roast: await toRoastView(ctx, repeated, null) }, 201);
        const form = await receiveUploadForm(c, userId, "battle");
        const images = await readBattleImages(form);
        const narrator = requireNarrator(ctx, form.get("narrator"));
        const captionStyle = requireCaptionStyle(form.get("captionStyle"));
        const { roast } = await createBattle(ctx, { userId, images, idempotencyKey: readIdempotencyKey(c), narrator, captionStyle });
        return c.json({ success: true, roast: await toRoastView(ctx, roast, null) }, 201);
      })
      // Already JSON: an unchanged list is its last answer, and most of a changed one is reused from
      // earlier reads (roasts/view/find-roasts.ts); a kept list's gzip too. The session is read with the list's
      // fingerprint, in one query.
      .get("/", async (c) => {
        const found = await findSessionRoastList(c.get("ctx"), c.req.raw.headers);
        if (!found) throw signInRequired();
        c.set("user", found.user);
        const { list } = found;
        // A list without running roasts has an entity tag: the studio's re-reads of an unchanged list
        // are answered 304 from the browser's cache. A running roast's ETA moves, so no tag then.
        const headers: Record<string, string> = { "content-type": "application/json", vary: "Accept-Encoding", "cache-control": "private, no-cache" };
        if (!list.kept) return c.body(list.json, 200, headers);
        headers.etag = list.kept.etag;
        if (ifNoneMatchHits(c.req.header("if-none-match"), list.kept.etag)) return c.body(null, 304, headers);
        if (acceptsGzip(c.req.header("accept-encoding"))) return c.body(gzipOfList(list.kept), 200, { ...headers, "content-encoding": "gzip" });
        return c.body(list.json, 200, headers);
      })
      .get("/events", requireUser, (c) => {
        const userId = getSessionUser(c).id;
        return streamSSE(c, async (stream) => {
          const stop = await hub.listen(userId, (event) => {
            void stream.writeSSE({ event: "roast", data: JSON.stringify(event) }).catch(() => {});
          });
          stream.onAbort(stop);
          await stream.writeSSE({ event: "ready", data: "{}", retry: 2000 });
          const endAt = Date.now() + STREAM_LIFETIME_MS;
          while (!stream.aborted && Date.now() < endAt) {
            await stream.sleep(Math.min(HEARTBEAT_MS, endAt - Date.now()));
            if (!stream.aborted) await stream.write(": ping\n\n");
          }
          stop();
        });
      })
      .get("/:id", requireUser, async (c) => c.json({ roast: await getRoast(c.get("ctx"), getSessionUser(c).id, c.req.param("id")) }))
      .delete("/:id", requireUser, async (c) => {
        await deleteRoast(c.get("ctx"), getSessionUser(c).id, c.req.param("id"));
        return c.json({ success: true });
      })
  );
}
