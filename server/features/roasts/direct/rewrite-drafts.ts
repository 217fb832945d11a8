import { eq } from "drizzle-orm";
import type { Intensity } from "../../../../common/intensity";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import type { Analysis } from "../../../roast-engine";
import { findHeardLineIds } from "../render/find-heard-lines";
import { DRAFTS_PER_SET } from "./draft-limits";
import { requireOwnDraftSet } from "./draft-set-view";
import { type DraftSetRow, draftSeedOf, toStoredDrafts } from "./stored-drafts";

/**
 * The user's draft set written again at another intensity from the reading kept with it: no
 * second reading, nothing spent, the same safe-roast rule as its first drafts. The new drafts
 * replace the old ones (their ids change, so a render names one of these).
 */
export async function rewriteDrafts(ctx: AppContext, userId: string, draftSetId: string, intensity: Intensity): Promise<DraftSetRow> {
  const set = await requireOwnDraftSet(ctx.database.db, userId, draftSetId);
  const avoidLineIds = await findHeardLineIds(ctx.database.db, { id: set.id, userId, parentRoastId: null });
  const drafts = ctx.engine.rewriteDrafts({
    analysis: set.analysis as Analysis,
    seed: draftSeedOf(set.id),
    count: DRAFTS_PER_SET,
    avoidLineIds,
    safe: set.moderation !== null,
    intensity,
  });
  const [row] = await ctx.database.db
    .update(tables.roastDrafts)
    .set({ drafts: toStoredDrafts(drafts), intensity })
    .where(eq(tables.roastDrafts.id, set.id))
    .returning();
  // Deleted meanwhile (the clean-up, the account): not found, as it now is.
  return row ?? requireOwnDraftSet(ctx.database.db, userId, draftSetId);
}
