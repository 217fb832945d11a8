import { and, eq } from "drizzle-orm";
import { CAPTION_STYLES } from "../../../../common/caption-styles";
import { INTENSITIES } from "../../../../common/intensity";
import { NARRATOR_PACES } from "../../../../common/roast";
import type { Db } from "../../../lib/db";
import { tables } from "../../../lib/db";
import { AppError } from "../../../lib/errors";
import { MIN_ROAST_WORDS, MOST_SPOKEN_WORDS } from "../../../roast-engine";
import { UUID_PATTERN } from "../core/roast-row";
import type { DraftSetRow } from "./stored-drafts";

const { roastDrafts } = tables;

const notFound = () => new AppError("NOT_FOUND", "Drafts not found", { title: "Not found" });
const expired = () =>
  new AppError("NOT_FOUND", "These drafts have expired: an upload is kept 24 hours. Please upload the picture again.", { title: "Drafts expired" });

/** The user's draft set, or NOT_FOUND: another user's set does not exist as far as they can tell, and an expired one is gone. */
export async function requireOwnDraftSet(db: Db, userId: string, draftSetId: string, now = new Date()): Promise<DraftSetRow> {
  const [row] = UUID_PATTERN.test(draftSetId)
    ? await db
        .select()
        .from(roastDrafts)
        .where(and(eq(roastDrafts.id, draftSetId), eq(roastDrafts.userId, userId)))
    : [];
  if (!row) throw notFound();
  if (row.expiresAt <= now) throw expired();
  return row;
}

/** What the studio is shown of a draft set: each draft's words, beats and what it quotes; its intensity; the paces, levels and caption styles on offer; the word budget. */
export function toDraftSetView(row: DraftSetRow) {
  return {
    id: row.id,
    expiresAt: row.expiresAt.toISOString(),
    narrator: row.narrator,
    intensity: row.intensity,
    roastId: row.roastId,
    paces: NARRATOR_PACES,
    intensities: INTENSITIES,
    captionStyles: CAPTION_STYLES,
    // The editor's word count is measured against this; the server's check (edit-script.ts) has the last word.
    wordBudget: { min: MIN_ROAST_WORDS, max: MOST_SPOKEN_WORDS },
    drafts: row.drafts.map((draft) => ({
      id: draft.id,
      text: draft.script.text,
      beats: draft.script.beats,
      quoted: draft.script.quoted,
      about: draft.angle.detail,
    })),
  };
}
