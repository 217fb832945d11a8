import { z } from "zod";

/** nsfwjs's five classes, each a probability; together they sum to 1. */
export const MODERATION_CLASSES = ["Drawing", "Hentai", "Neutral", "Porn", "Sexy"] as const;
export type ModerationClass = (typeof MODERATION_CLASSES)[number];
export type ModerationScores = Record<ModerationClass, number>;

const probability = z.number().min(0).max(1);
const scoresSchema = z.object({ Drawing: probability, Hentai: probability, Neutral: probability, Porn: probability, Sexy: probability });

/** The thread's answer, checked at the boundary like any other input. */
export function readModerationScores(raw: unknown): ModerationScores {
  return scoresSchema.parse(raw);
}
