import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import type { Analysis } from "../../../roast-engine";
import { publishRoastChange } from "../core/roast-events";
import type { RoastRow } from "../core/roast-row";

const { userRoasts } = tables;

/**
 * Writes what analysis read the upload as while the roast goes on: its platform, and its kind
 * beside the moderation note in the analysis (the whole analysis replaces both at completion), so
 * the studio names the upload before the video is done. Fenced by the claim like a stage write: a
 * roast completed, failed or taken back meanwhile is left alone. A failure only leaves the badge
 * unnamed until completion, so it is logged, never thrown into the render.
 */
export async function noteUploadFacts(
  ctx: Pick<AppContext, "database" | "events" | "logger">,
  claim: Pick<RoastRow, "id" | "attempts">,
  found: Pick<Analysis, "platform" | "kind">,
): Promise<void> {
  try {
    const [row] = await ctx.database.db
      .update(userRoasts)
      .set({
        platform: found.platform,
        analysis: sql`(CASE WHEN jsonb_typeof(${userRoasts.analysis}) = 'object' THEN ${userRoasts.analysis} ELSE '{}'::jsonb END) || ${JSON.stringify({ kind: found.kind })}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(userRoasts.id, claim.id), eq(userRoasts.attempts, claim.attempts), eq(userRoasts.status, "processing")))
      .returning();
    if (row) await publishRoastChange(ctx, row);
  } catch (err) {
    ctx.logger.warn({ err, roastId: claim.id }, "upload facts not noted; the roast names its upload at completion");
  }
}
