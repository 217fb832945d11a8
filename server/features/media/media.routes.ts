import path from "node:path";
import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import { checkMediaSignature, contentTypeForKey, isValidKey } from "../../lib/storage";
import { serveFile } from "./serve-file";

const querySchema = z.object({
  exp: z.coerce.number().int().nonnegative(),
  sig: z.string().min(1).max(100),
  dl: z.string().max(255).optional(),
});

export interface MediaRouteOptions {
  /**
   * Whether a file may no longer be served, whatever its link says: a taken-down roast's
   * (features/takedowns). Asked on every request, so a link handed out before stops at once.
   */
  isWithdrawn(key: string): Promise<boolean>;
}

/**
 * Serves the local-directory storage at /media/<key> for URLs made by its signedUrl():
 * 403 on a bad or expired signature, 404 when the file is gone or withdrawn, byte ranges for video players.
 */
export function mediaRoutes(storageDir: string, secret: string, options: MediaRouteOptions) {
  const root = path.resolve(storageDir);
  return new Hono().get("/:key{.+}", async (c) => {
    const key = c.req.param("key");
    const query = querySchema.safeParse(c.req.query());
    if (!query.success || !isValidKey(key)) throw new AppError("FORBIDDEN", "Invalid media link");
    const { exp, sig, dl } = query.data;
    const check = checkMediaSignature({ key, exp, sig, dl }, secret);
    if (check === "expired") throw new AppError("FORBIDDEN", "This media link has expired");
    if (check !== "valid") throw new AppError("FORBIDDEN", "Invalid media link");
    if (await options.isWithdrawn(key)) throw new AppError("NOT_FOUND", "This video is no longer available");
    return serveFile(path.join(root, key), {
      contentType: contentTypeForKey(key),
      range: c.req.header("range"),
      downloadName: dl,
      maxAgeSec: exp - Date.now() / 1000,
      headOnly: c.req.method === "HEAD",
    });
  });
}
