import type { Refusal } from "./model-problem";
import { countSpokenWords, splitWords } from "./word-budget";

/**
 * Whether the narrator can say a script in the clip, paced within its range (the voice stage
 * measures it: stages/voice/fit-narrator-pace.ts); a refusal when it cannot. The script stage asks it of
 * a model's roast before using it, so a roast is refused only for what cannot fit, never for
 * running a few words past the offline writer's 16–22.
 */
export type VoiceFit = (text: string) => Refusal | undefined;

/** The fewest words a roast has: a setup and a punch. */
export const MIN_ROAST_WORDS = 6;

/** The most spoken words any narrator says in the clip (at its fastest pace, the slowest narrator). */
export const MOST_SPOKEN_WORDS = 26;

/**
 * Without the narrator's measure (a writer used on its own): what any narrator says in the clip,
 * counted in spoken words, about the most the slowest narrator fits at its fastest pace.
 */
export const fitSpokenWords: VoiceFit = (text) => {
  const spoken = countSpokenWords(text);
  if (splitWords(text).length < MIN_ROAST_WORDS)
    return { code: "too_short", reason: `${spoken} spoken words is too short for a roast: write at least ${MIN_ROAST_WORDS}` };
  if (spoken > MOST_SPOKEN_WORDS) return { code: "too_long", reason: `${spoken} spoken words cannot be said in the clip: write at most ${MOST_SPOKEN_WORDS}` };
  return undefined;
};
