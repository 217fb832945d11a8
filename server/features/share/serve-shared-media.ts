import path from "node:path";
import type { AppContext } from "../../context";
import { contentTypeForKey, localFilesDir } from "../../lib/storage";
import { serveFile } from "../media";
import { requireSharedMediaKey, type SharedMediaName } from "./find-shared-roast";

/**
 * How long a bucket link handed out for a shared file lives. A bucket cannot ask us whether the
 * roast is still shared, so this bounds how long a player that already has the link can keep
 * reading after the owner unshares; every new request is checked again first.
 */
export const SHARED_BUCKET_LINK_SEC = 300;

/**
 * One file of a shared roast, checked against the sharing on every request: local files are
 * streamed from here (byte ranges included) and never cached by the browser; a bucket's file is
 * a redirect to a short-lived presigned link. NOT_FOUND once the roast is no longer shared.
 */
export async function serveSharedMedia(
  ctx: AppContext,
  slug: string,
  name: SharedMediaName,
  request: { range?: string; headOnly?: boolean },
): Promise<Response> {
  const key = await requireSharedMediaKey(ctx, slug, name);
  if (ctx.storage.kind === "local") {
    const response = await serveFile(path.join(localFilesDir(ctx.env), key), {
      contentType: contentTypeForKey(key),
      range: request.range,
      maxAgeSec: 0,
      headOnly: request.headOnly,
    });
    response.headers.set("Cache-Control", "no-cache");
    return response;
  }
  const location = await ctx.storage.signedUrl(key, { expiresInSec: SHARED_BUCKET_LINK_SEC });
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}
