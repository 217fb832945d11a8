import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { CaptionStyle } from "../../../../common/caption-styles";
import type { Intensity } from "../../../../common/intensity";
import type { NarratorPace } from "../../../../common/roast";
import { user } from "./auth";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A script as the engine wrote it (roast-engine Script): stored whole, read back by the roasts feature. */
export type StoredScript = { text: string; beats: string[]; quoted: string[] } & Record<string, unknown>;

/** One of a draft set's roasts: its id, the script, and the angle it takes. */
export interface StoredDraft {
  id: string;
  script: StoredScript;
  angle: { detail: string; family: string };
}

/**
 * What a directed roast was made from (issue 44), kept on the roast so its retries and its
 * re-roast speak the same script at the same pace: the draft chosen, its script as rendered (the
 * person's edit, when they made one), and when the upload arrived (what its retention counts from).
 * The level and caption style chosen are kept too (absent on roasts directed before there was a
 * choice); the caption style is also the roast's own `caption_style`, which the render reads.
 */
export interface StoredDirection {
  draftSetId: string;
  draftId: string;
  script: StoredScript;
  edited: boolean;
  pace: NarratorPace;
  uploadedAt: string;
  intensity?: Intensity;
  captionStyle?: CaptionStyle;
}

/**
 * An upload read once and roasted three ways, before anything is spent ("Direct it", issue 44):
 * the normalised upload in storage (`source_key`), its reading, and the drafts. It belongs to its
 * user only, and lasts as long as an upload is kept (24 hours, then the clean-up deletes it and
 * its files). `roast_id` is the roast rendered from it: one per set, however often "Render" is pressed.
 */
export const roastDrafts = pgTable(
  "roast_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    sourceKey: text("source_key").notNull(),
    /** The upload's reading (roast-engine Analysis): the render uses it instead of reading the upload again. */
    analysis: jsonb("analysis").notNull(),
    drafts: jsonb("drafts").$type<StoredDraft[]>().notNull(),
    /** The moderation note the roast starts with (a borderline upload's safe roast), or null. */
    moderation: jsonb("moderation"),
    narrator: text("narrator"),
    /** How hard its drafts go (common/intensity.ts): as asked with the upload, then as last rewritten. */
    intensity: text("intensity").$type<Intensity>().notNull().default("medium"),
    roastId: uuid("roast_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("roast_drafts_user_idx").on(t.userId), index("roast_drafts_expires_idx").on(t.expiresAt)],
);
