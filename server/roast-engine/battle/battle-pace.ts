import { splitWords } from "../script/word-budget";
import { countSyllables } from "../voice/word-weights";

/** The short pause between two turns (and before the verdict): a beat for the cut, not a gap. */
export const TURN_PAUSE_MS = 220;
/** A battle's pace: each take aims for this many ms a syllable (RoastBot at about 240 words a minute), a brisk single roast's. */
export const BATTLE_MS_PER_SYLLABLE = 160;
/** The longest a battle's voice may run: what the 14 s video leaves after its intro, the beat and the shortest verdict card. */
export const MAX_BATTLE_VOICE_MS = 11_200;

/**
 * What a battle may say, turns and verdict together: the syllables its takes, at their pace,
 * fit in the longest voice less the four pauses, with a twentieth spare for a take that runs
 * long (61). Counted in syllables, as the takes are timed, not in words: "Brunch" and
 * "overpriced" take different times.
 */
export const BATTLE_SYLLABLES_MAX = Math.floor(((MAX_BATTLE_VOICE_MS - 4 * TURN_PAUSE_MS) / BATTLE_MS_PER_SYLLABLE) * 0.95);

/** The syllables a line takes to say. */
export const syllablesOf = (text: string): number => splitWords(text).reduce((sum, word) => sum + countSyllables(word), 0);
