import type { AppContext } from "../../../context";
import { findRoastRow, roastKeys } from "../core/roast-row";
import { settlePortrait } from "../core/roast-state";

/**
 * Stores a completed roast's portrait video (and its 9:16 poster when it has one) and marks the
 * portrait ready. A roast deleted while its portrait rendered (the roast, or its whole account)
 * keeps no file: what was just stored is removed again.
 */
export async function storePortrait(ctx: AppContext, roastId: string, portrait: { videoPath: string; posterPath?: string }): Promise<void> {
  const { videoPath, posterPath } = portrait;
  await Promise.all([
    ctx.storage.putFile(roastKeys.portrait(roastId), videoPath, "video/mp4"),
    posterPath && ctx.storage.putFile(roastKeys.portraitPoster(roastId), posterPath, "image/jpeg"),
  ]);
  const portraitPosterKey = posterPath ? roastKeys.portraitPoster(roastId) : null;
  const saved = await settlePortrait(ctx, roastId, { portraitStatus: "ready", portraitKey: roastKeys.portrait(roastId), portraitPosterKey });
  if (!saved && !(await findRoastRow(ctx.database.db, roastId))) await ctx.storage.deletePrefix(roastKeys.prefix(roastId));
}
