import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { RoastStatus } from "../../../../common/roast";
import { user } from "./auth";
import type { StoredDirection } from "./drafts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A roast of one upload, or a battle of two (issue 25: two uploads roasted in turns, a winner). */
export type RoastKind = "single" | "battle";

/**
 * What a battle keeps beside the roast: each upload's moderation note (set at upload, so retries
 * and a re-roast roast each side as safely), then the turns and the verdict once it completes.
 */
export interface StoredBattle {
  /** A side judged borderline is roasted safely (ADR 0019); A first. */
  safe: [boolean, boolean];
  turns?: Array<{ side: "a" | "b"; text: string; fragment?: string }>;
  verdict?: { winner: "a" | "b"; names: [string, string]; reason: string };
}

/** The spec's user_roasts. Media are stored by key and served through signed URLs. */
export const userRoasts = pgTable(
  "user_roasts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    platform: text("platform").notNull().default("instagram"),
    kind: text("kind").notNull().$type<RoastKind>().default("single"),
    status: text("status").notNull().$type<RoastStatus>().default("pending"),
    processingStage: text("processing_stage"),
    isFreeRoast: boolean("is_free_roast").notNull().default(false),
    creditKind: text("credit_kind").notNull().$type<"free" | "paid" | "none">().default("none"),
    tier: text("tier").notNull().default("free"),
    seed: text("seed").notNull(),
    idempotencyKey: text("idempotency_key"),
    sourceKey: text("source_key"),
    /** A battle's second upload (B); deleted with the first after 24 hours and with the roast. */
    secondSourceKey: text("second_source_key"),
    landscapeKey: text("landscape_key"),
    portraitKey: text("portrait_key"),
    portraitStatus: text("portrait_status").notNull().$type<"none" | "pending" | "ready" | "failed">().default("none"),
    posterKey: text("poster_key"),
    /** The portrait video's own 9:16 poster; null for roasts made before it, battles and compilations (the poster stands in). */
    portraitPosterKey: text("portrait_poster_key"),
    script: text("script"),
    analysis: jsonb("analysis"),
    battle: jsonb("battle").$type<StoredBattle>(),
    stageTimings: jsonb("stage_timings").$type<Record<string, number>>().notNull().default({}),
    stageStartedAt: ts("stage_started_at"),
    attempts: integer("attempts").notNull().default(0),
    /** How often its owner retried it after it failed: each retry is a new spend and refund round (retry-roast.ts). */
    retries: integer("retries").notNull().default(0),
    /** attempts when it was last retried: the claim limits count only the claims since. */
    claimsBeforeRetry: integer("claims_before_retry").notNull().default(0),
    errorStage: text("error_stage"),
    errorMessage: text("error_message"),
    isPublic: boolean("is_public").notNull().default(false),
    parentRoastId: uuid("parent_roast_id"),
    reroastUsed: boolean("reroast_used").notNull().default(false),
    compilationOf: jsonb("compilation_of").$type<string[]>(),
    /** The writers'-room lines the roast used, so the same user never hears a punchline twice soon. */
    lineIds: jsonb("line_ids").$type<string[]>().notNull().default([]),
    /** Who speaks it (common/roast.ts NARRATORS); rows from before the choice were RoastBot's. */
    narrator: text("narrator").notNull().default("roastbot"),
    /** How its captions look (common/caption-styles.ts); rows from before the choice take the default. A re-roast keeps it. */
    captionStyle: text("caption_style").notNull().default("plate"),
    /**
     * Who wrote the script (roast-engine ScriptReport): "model", "repaired" (the model, after one
     * refusal), "fallback" (the offline engine after the model failed) or "offline" (no model
     * configured); null for roasts made before it was recorded and for compilations.
     */
    scriptAuthor: text("script_author").$type<"model" | "repaired" | "fallback" | "offline">(),
    /** What went wrong with the model on the way, in order (roast-engine MODEL_PROBLEMS: "invented_quote", "timeout" …). */
    scriptProblems: jsonb("script_problems").$type<string[]>().notNull().default([]),
    /** The model's time for this roast's script, its requests together. */
    modelMs: integer("model_ms"),
    /** A directed roast's chosen script and pace (issue 44); null for a one-click roast. */
    direction: jsonb("direction").$type<StoredDirection>(),
    durationMs: integer("duration_ms"),
    /** The landscape video's frame (a free roast's 1280x720, a paid one's 1920x1080): link previews state it. Null before it was kept. */
    videoWidth: integer("video_width"),
    videoHeight: integer("video_height"),
    expiresAt: ts("expires_at"),
    completedAt: ts("completed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("user_roasts_user_created_idx").on(t.userId, t.createdAt),
    index("user_roasts_status_idx").on(t.status),
    unique("user_roasts_idempotency").on(t.userId, t.idempotencyKey),
  ],
);
