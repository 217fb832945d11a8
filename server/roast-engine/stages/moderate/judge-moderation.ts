import type { ModerationScores } from "./moderation-scores";

/**
 * allow: roasted as usual. safe: roasted, but with nothing said about a body or clothes.
 * refuse: not roasted at all, the upload deleted.
 */
export type ModerationDecision = "allow" | "safe" | "refuse";
/** Why an image was refused or roasted safely, named in the refusal's message. */
export type ModerationReason = "explicit" | "suggestive";

export interface ModerationVerdict {
  decision: ModerationDecision;
  reason?: ModerationReason;
  /** The model's five scores; absent when moderation is off. */
  scores?: ModerationScores;
}

/**
 * Where the lines fall (ADR 0019, with the scores of every sample they were chosen on). Explicit
 * is Porn and Hentai together, since the model splits one explicit image between the two.
 * The ordinary photos and screenshots of the samples score at most 0.09 explicit and 0.25 Sexy.
 */
export const MODERATION_THRESHOLDS = {
  /** Porn + Hentai at or above this: refused. */
  refuseExplicit: 0.7,
  /** Porn + Hentai at or above this (and under the refusal): a safe roast. */
  safeExplicit: 0.4,
  /** Sexy at or above this: a safe roast. */
  safeSuggestive: 0.6,
} as const;

/** The decision for one image's scores: pure, so the thresholds are tested without the model. */
export function judgeModeration(scores: ModerationScores, thresholds = MODERATION_THRESHOLDS): ModerationVerdict {
  const explicit = scores.Porn + scores.Hentai;
  if (explicit >= thresholds.refuseExplicit) return { decision: "refuse", reason: "explicit", scores };
  if (explicit >= thresholds.safeExplicit) return { decision: "safe", reason: "explicit", scores };
  if (scores.Sexy >= thresholds.safeSuggestive) return { decision: "safe", reason: "suggestive", scores };
  return { decision: "allow", scores };
}
