import { and, eq, inArray, sql } from "drizzle-orm";
import type { ReframeStatus } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { AppError } from "../../../lib/errors";
import { requireNotTakenDown } from "../../takedowns";
import { publishRoastChange } from "../core/roast-events";
import { portraitKey, renderPortraitJob } from "../core/roast-jobs";
import { mediaFileName, requireOwnRoast } from "../core/roast-row";
import { mediaLinkLifetimeSec } from "../view/to-roast-view";

/**
 * The spec's reframe-video: makes sure the portrait version is on its way. The portrait usually
 * renders right after the roast, so this mostly finds it pending or ready. Only a roast whose
 * portrait never started or failed gets a new render, and only once however often it is asked:
 * the switch to pending is a conditional update. The prediction id is the roast id.
 */
export async function requestPortrait(ctx: AppContext, userId: string, roastId: string): Promise<{ predictionId: string }> {
  const roast = await requireOwnRoast(ctx.database.db, userId, roastId);
  if (roast.status !== "completed") {
    throw new AppError("CONFLICT", "This roast is not finished yet", { title: "Failed to start video reframing" });
  }
  await requireNotTakenDown(ctx.database.db, [roast.id], "media");
  const { userRoasts } = tables;
  const [started] = await ctx.database.db
    .update(userRoasts)
    .set({ portraitStatus: "pending", updatedAt: sql`now()` })
    .where(and(eq(userRoasts.id, roast.id), inArray(userRoasts.portraitStatus, ["none", "failed"])))
    .returning();
  if (started) {
    await ctx.queue.send(renderPortraitJob, { roastId: roast.id }, { singletonKey: portraitKey(roast.id) });
    await publishRoastChange(ctx, started);
  }
  return { predictionId: roast.id };
}

/** The spec's check-reframe-status: succeeded with the portrait's download link, failed, or processing. */
export async function getPortraitStatus(ctx: AppContext, userId: string, predictionId: string): Promise<ReframeStatus> {
  const roast = await requireOwnRoast(ctx.database.db, userId, predictionId);
  // A taken-down roast's video is never linked again, not even for its owner (features/takedowns).
  await requireNotTakenDown(ctx.database.db, [roast.id], "media");
  if (roast.portraitStatus === "ready" && roast.portraitKey) {
    const downloadName = mediaFileName(roast, "portrait");
    const output = await ctx.storage.signedUrl(roast.portraitKey, { expiresInSec: mediaLinkLifetimeSec(Date.now()), downloadName });
    return { status: "succeeded", output };
  }
  if (roast.portraitStatus === "failed") return { status: "failed", error: "Failed to convert video to portrait format" };
  if (roast.portraitStatus === "none") return { status: "failed", error: "Video reframing failed" };
  return { status: "processing" };
}
