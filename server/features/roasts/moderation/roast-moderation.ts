import type { ModerationReason, ModerationVerdict } from "../../../roast-engine";

/**
 * What moderation decided for a roast, kept with the roast so its job, its retries and its
 * re-roast all roast it the same way. It lives in the roast's analysis column (set at upload,
 * carried into the engine's analysis at completion) until the roast has a column of its own.
 */
export interface RoastModeration {
  decision: "safe";
  reason: ModerationReason;
}

type WithAnalysis = { analysis: unknown };

/** The analysis a new roast starts with: the note of a safe roast, or nothing. */
export function moderationNote(verdict: ModerationVerdict): { moderation: RoastModeration } | null {
  return verdict.decision === "safe" ? { moderation: { decision: "safe", reason: verdict.reason ?? "suggestive" } } : null;
}

/** A roast's moderation note, if it has one. */
export function readModerationNote(row: WithAnalysis): RoastModeration | undefined {
  const note = (row.analysis as { moderation?: Partial<RoastModeration> } | null)?.moderation;
  if (note?.decision !== "safe") return undefined;
  return { decision: "safe", reason: note.reason === "explicit" ? "explicit" : "suggestive" };
}

/** Whether a roast must be written as a safe roast (nothing about a body, a face or clothes). */
export const isSafeRoast = (row: WithAnalysis): boolean => readModerationNote(row) !== undefined;

/** The analysis to store at completion: the engine's, with the roast's moderation note kept. */
export function withModerationNote<T extends object>(row: WithAnalysis, analysis: T): T | (T & { moderation: RoastModeration }) {
  const note = readModerationNote(row);
  return note ? { ...analysis, moderation: note } : analysis;
}
