import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { NARRATOR_PACES } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import type { StoredScript } from "../../../lib/db/schema/drafts";
import { AppError } from "../../../lib/errors";
import { type Analysis, checkEditedScript, editScript, fitNarratorPace, type Script } from "../../../roast-engine";
import { requireUserNotBanned } from "../../shared/user-bans";
import { findByIdempotencyKey, insertPendingRoast } from "../create/create-roast";
import { type RoastRow, roastKeys } from "../core/roast-row";
import { requireNarrator } from "../narrators/narrators";
import { requireCaptionStyle } from "../create/require-caption-style";
import { requireOwnDraftSet } from "./draft-set-view";
import { requireIntensity } from "./require-intensity";

/**
 * What "Render" sends: the draft chosen, its words as edited (unchanged when absent), the pace,
 * the narrator, the intensity (recorded: the words are the person's choice, not rewritten; the
 * set's level when absent) and the caption style (the default when absent).
 */
export const renderChoiceSchema = z.object({
  draftId: z.string().min(1).max(64),
  text: z.string().optional(),
  pace: z.enum(NARRATOR_PACES).default("normal"),
  narrator: z.unknown().optional(),
  intensity: z.unknown().optional(),
  captionStyle: z.unknown().optional(),
});
export type RenderChoice = z.infer<typeof renderChoiceSchema>;

/** One roast per draft set: "Render" pressed twice (or on two tabs) is answered with the first one's roast. */
const idempotencyKeyOf = (draftSetId: string) => `draft:${draftSetId}`;

const unknownDraft = () => new AppError("NOT_FOUND", "That draft is not in this set. Please choose one of the three.", { title: "Draft not found" });
const refusedEdit = (message: string, code: string) => new AppError("BAD_REQUEST", message, { title: "Script not accepted", details: { refused: code } });
const uploadGone = () => new AppError("NOT_FOUND", "These drafts' upload is no longer kept. Please upload the picture again.", { title: "Drafts expired" });

/**
 * Renders the chosen draft of the user's draft set, paying as POST /api/roasts does (one credit,
 * spent in the transaction that inserts the roast, none in unlimited mode) and once per set: a
 * repeat is answered with the roast already made, before anything is checked or spent. An
 * edited text is checked (word budget for the narrator, safety filter) and refused with what is
 * wrong; its quotes that still read on the upload keep their marks. The roast keeps the script,
 * the pace, the level, the caption style and the upload's reading, so neither its run nor a retry or re-roast reads or writes again.
 */
export async function renderDraft(ctx: AppContext, userId: string, draftSetId: string, choice: RenderChoice): Promise<{ roast: RoastRow; created: boolean }> {
  const set = await requireOwnDraftSet(ctx.database.db, userId, draftSetId);
  const idempotencyKey = idempotencyKeyOf(set.id);
  const repeated = await findByIdempotencyKey(ctx, { userId, idempotencyKey });
  if (repeated) return { roast: repeated, created: false };
  await requireUserNotBanned(ctx.database.db, userId);
  const draft = set.drafts.find((d) => d.id === choice.draftId);
  if (!draft) throw unknownDraft();
  const narrator = requireNarrator(ctx, choice.narrator ?? set.narrator);
  const captionStyle = requireCaptionStyle(choice.captionStyle);
  const intensity = choice.intensity === undefined ? set.intensity : requireIntensity(choice.intensity);
  const chosen = draft.script as unknown as Script;
  const analysis = set.analysis as Analysis;
  let script = chosen;
  if (choice.text !== undefined && choice.text.replace(/\s+/g, " ").trim() !== chosen.text) {
    const refusal = checkEditedScript(choice.text, { fitVoice: fitNarratorPace(narrator), safe: set.moderation !== null });
    if (refusal) throw refusedEdit(refusal.message, refusal.code);
    script = editScript(chosen, choice.text, analysis);
  }
  const source = await ctx.storage.get(set.sourceKey).catch(() => null);
  if (!source) throw uploadGone();

  // The reading is stored under the roast before its row exists: its job may start at once.
  const roastId = randomUUID();
  await ctx.storage.put(roastKeys.reading(roastId), Buffer.from(JSON.stringify(analysis)), "application/json");
  let made: { roast: RoastRow; created: boolean };
  try {
    made = await insertPendingRoast(ctx, {
      roastId,
      userId,
      source,
      analysis: set.moderation,
      idempotencyKey,
      narrator,
      captionStyle,
      direction: {
        draftSetId: set.id,
        draftId: draft.id,
        script: script as unknown as StoredScript,
        edited: script !== chosen,
        pace: choice.pace,
        uploadedAt: set.createdAt.toISOString(),
        intensity,
        captionStyle,
      },
    });
  } catch (error) {
    await ctx.storage.deletePrefix(roastKeys.prefix(roastId)).catch(() => {});
    throw error;
  }
  if (!made.created) {
    await ctx.storage.deletePrefix(roastKeys.prefix(roastId)).catch(() => {});
    return made;
  }
  await ctx.database.db.update(tables.roastDrafts).set({ roastId }).where(eq(tables.roastDrafts.id, set.id));
  return made;
}
