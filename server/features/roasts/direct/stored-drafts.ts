import { randomBytes } from "node:crypto";
import type { tables } from "../../../lib/db";
import type { StoredDraft, StoredScript } from "../../../lib/db/schema/drafts";
import type { DraftScript } from "../../../roast-engine";

export type DraftSetRow = typeof tables.roastDrafts.$inferSelect;

/**
 * A set's drafts are written from its id as their seed: the same upload at the same level gives
 * the same drafts, so going spicy and back to medium brings the first three back.
 */
export const draftSeedOf = (draftSetId: string) => draftSetId.replace(/-/g, "");

/** The engine's drafts as a set keeps them, each with an id of its own. */
export const toStoredDrafts = (drafts: DraftScript[]): StoredDraft[] =>
  drafts.map(({ script, angle }) => ({
    id: randomBytes(6).toString("base64url"),
    script: script as unknown as StoredScript,
    angle,
  }));
