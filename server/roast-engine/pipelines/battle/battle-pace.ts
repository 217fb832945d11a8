import { splitWords } from "../../stages/script/word-budget";
import type { Narrator } from "../../types";
import { countSyllables } from "../../stages/voice/word-weights";

/** The short pause between two turns (and before the verdict): a beat for the cut, not a gap. */
export const TURN_PAUSE_MS = 220;
/** A battle's pace: each take aims for this many ms a syllable (RoastBot at about 240 words a minute), a brisk single roast's. */
export const BATTLE_MS_PER_SYLLABLE = 160;
/** The longest a battle's voice may run: what the 14 s video leaves after its intro, the beat and the shortest verdict card. */
export const MAX_BATTLE_VOICE_MS = 11_200;
/** The most a whole battle's voice is sped up after the fact (atempo keeps the pitch). */
export const MAX_BATTLE_TEMPO = 1.3;

/**
 * Each narrator's pace in a battle, in ms a syllable. Flite at its fastest unblurred pace says
 * 165–215 ms a syllable (`duration_stretch` 0.72 on battle lines); written for RoastBot's 160, a
 * full battle ran 14.5 s in Flite's voice, past what re-timing can save, and failed. A cloud
 * voice's pace is unknown: RoastBot's, and its take is re-timed.
 */
const BATTLE_PACE_MS: Record<Narrator, number> = { roastbot: BATTLE_MS_PER_SYLLABLE, cloud: BATTLE_MS_PER_SYLLABLE, flite: 190 };

/** A narrator's pace in a battle; none asked for is the engine's default, RoastBot (or a cloud voice), at RoastBot's. */
export const battlePaceMs = (narrator?: Narrator): number => (narrator ? BATTLE_PACE_MS[narrator] : BATTLE_MS_PER_SYLLABLE);

/**
 * What a battle may say, turns and verdict together, at a pace of `msPerSyllable`: the syllables
 * its takes fit in the longest voice less the four pauses, with a twentieth spare for a take that
 * runs long (61 at RoastBot's pace). Counted in syllables, as the takes are timed, not in words:
 * "Brunch" and "overpriced" take different times.
 */
export const battleSyllablesMax = (msPerSyllable = BATTLE_MS_PER_SYLLABLE): number =>
  Math.floor(((MAX_BATTLE_VOICE_MS - 4 * TURN_PAUSE_MS) / msPerSyllable) * 0.95);

/** What a battle may say at RoastBot's pace. */
export const BATTLE_SYLLABLES_MAX = battleSyllablesMax();

/** The syllables a line takes to say. */
export const syllablesOf = (text: string): number => splitWords(text).reduce((sum, word) => sum + countSyllables(word), 0);
