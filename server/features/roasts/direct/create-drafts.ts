import { randomUUID } from "node:crypto";
import { DEFAULT_INTENSITY, type Intensity } from "../../../../common/intensity";
import type { Narrator } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { requireUserNotBanned } from "../../shared/user-bans";
import { checkUploads } from "../create/create-roast";
import { withEngineErrors } from "../core/map-engine-error";
import { draftKeys } from "../core/roast-row";
import { moderationNote } from "../moderation/roast-moderation";
import { findHeardLineIds } from "../render/find-heard-lines";
import { DRAFT_LIFETIME_MS, DRAFTS_PER_SET, withReadingSlot } from "./draft-limits";
import { type DraftSetRow, draftSeedOf, toStoredDrafts } from "./stored-drafts";

export type { DraftSetRow } from "./stored-drafts";

/**
 * "Direct it" (issue 44): an upload admitted and checked as POST /api/roasts checks it (bytes,
 * size, pixels, moderation: an explicit image is refused and kept nowhere, a borderline one gets
 * safe drafts), read once by the engine's analyzer and roasted three ways by the writers' room.
 * Nothing is spent; the drafts go as hard as asked (medium unless told). The normalised upload and its reading are kept for the render that follows
 * (render-draft.ts), for as long as an upload is kept.
 */
export async function createDrafts(
  ctx: AppContext,
  options: { userId: string; image: Buffer; narrator?: Narrator; intensity?: Intensity },
): Promise<DraftSetRow> {
  const { userId } = options;
  await requireUserNotBanned(ctx.database.db, userId);
  const [{ still, verdict }] = await checkUploads(ctx, userId, [options.image]);
  const id = randomUUID();
  const intensity = options.intensity ?? DEFAULT_INTENSITY;
  const note = moderationNote(verdict);
  // Lines the user heard in their last roasts are not offered again, as the one-click roast avoids them.
  const avoidLineIds = await findHeardLineIds(ctx.database.db, { id, userId, parentRoastId: null });
  const { analysis, drafts } = await withReadingSlot(() =>
    withEngineErrors(() =>
      ctx.engine.writeDrafts({ image: still.jpeg, seed: draftSeedOf(id), count: DRAFTS_PER_SET, avoidLineIds, safe: note !== null, intensity }),
    ),
  );
  const sourceKey = draftKeys.source(userId, id);
  await ctx.storage.put(sourceKey, still.jpeg, "image/jpeg");
  const stored = toStoredDrafts(drafts);
  const now = Date.now();
  try {
    const [row] = await ctx.database.db
      .insert(tables.roastDrafts)
      .values({
        id,
        userId,
        sourceKey,
        analysis,
        drafts: stored,
        moderation: note,
        narrator: options.narrator ?? null,
        intensity,
        createdAt: new Date(now),
        expiresAt: new Date(now + DRAFT_LIFETIME_MS),
      })
      .returning();
    return row;
  } catch (error) {
    await ctx.storage.deletePrefix(draftKeys.prefix(userId, id)).catch(() => {});
    throw error;
  }
}
