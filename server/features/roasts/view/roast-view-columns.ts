import { sql } from "drizzle-orm";
import { tables } from "../../../lib/db";
import { takenDownSql } from "../../takedowns";
import type { RoastRow } from "../core/roast-row";

/** The columns a roast's view is made of: a list reads only these (not the analysis or the timings). */
const r = tables.userRoasts;
export const roastViewColumns = {
  id: r.id,
  platform: r.platform,
  kind: r.kind,
  battle: r.battle,
  secondSourceKey: r.secondSourceKey,
  status: r.status,
  processingStage: r.processingStage,
  stageStartedAt: r.stageStartedAt,
  isFreeRoast: r.isFreeRoast,
  creditKind: r.creditKind,
  reroastUsed: r.reroastUsed,
  parentRoastId: r.parentRoastId,
  sourceKey: r.sourceKey,
  createdAt: r.createdAt,
  script: r.script,
  errorMessage: r.errorMessage,
  landscapeKey: r.landscapeKey,
  portraitKey: r.portraitKey,
  portraitStatus: r.portraitStatus,
  posterKey: r.posterKey,
  portraitPosterKey: r.portraitPosterKey,
  durationMs: r.durationMs,
  isPublic: r.isPublic,
  compilationOf: r.compilationOf,
  narrator: r.narrator,
  captionStyle: r.captionStyle,
  /** What analysis read the upload as (written with the platform once it has: roasts/render/note-upload-facts.ts); not the analysis itself. */
  uploadKind: sql<string | null>`${r.analysis}->>'kind'`,
  /** Taken down by an admin, itself or a roast it was made from (features/takedowns): no media links then. */
  takenDown: takenDownSql(r.id),
};

/**
 * A roast's view row. `takenDown` is absent only on a row just written (a new roast, which has no
 * media yet): a row without it gets no media links (to-roast-view.ts).
 */
export type RoastViewRow = Pick<RoastRow, Exclude<keyof typeof roastViewColumns, "takenDown" | "uploadKind">> & {
  takenDown?: boolean;
  /** Absent on a row just written, which analysis has not read yet. */
  uploadKind?: string | null;
};
