import type { Narrator } from "../../types";
import { type SpokenPart, toSpokenParts } from "./battle-lines";
import { MAX_BATTLE_VOICE_MS, syllablesOf, TURN_PAUSE_MS } from "./battle-pace";
import type { BattleVoice } from "./create-battle-voice";
import type { BattleScript } from "./write-battle-script";

export interface SpokenBattle {
  battle: BattleScript;
  parts: SpokenPart[];
  spoken: BattleVoice;
  /** Why the battle said is not the one first written or not in the narrator asked for. */
  rewriteReason?: string;
}

/** All a battle says: its four turns and its verdict. */
export const countBattleSyllables = (battle: BattleScript): number =>
  battle.turns.reduce((sum, turn) => sum + syllablesOf(turn.text), syllablesOf(battle.verdictText));

/**
 * The syllables a battle that ran `spokenMs` (before any re-timing) may have to be said in the
 * longest voice at the same pace: the pauses between parts do not shrink with the words.
 */
export function shorterBudget(syllables: number, spokenMs: number, partCount: number): number {
  const pauses = TURN_PAUSE_MS * Math.max(0, partCount - 1);
  const ratio = (MAX_BATTLE_VOICE_MS - pauses) / Math.max(1, spokenMs - pauses);
  return Math.max(1, Math.min(syllables - 1, Math.floor(syllables * ratio * 0.95)));
}

/**
 * Speaks the battle within its video. A voice too long for it even re-timed (a narrator slower
 * than the battle was written for, a model's long turns) does not fail the battle: the room writes
 * it again, shorter by the share it ran over, and it is said again by the same narrator; still too
 * long, RoastBot, the fastest narrator, says it. Only then may the plan refuse it.
 */
export async function speakBattle(input: {
  battle: BattleScript;
  narrator?: Narrator;
  /** The offline room's battle within `syllablesMax` (same analyses, same verdict). */
  rewrite: (syllablesMax: number) => BattleScript;
  speak: (parts: SpokenPart[], narrator: Narrator | undefined) => Promise<BattleVoice>;
}): Promise<SpokenBattle> {
  let battle = input.battle;
  let parts = toSpokenParts(battle);
  let spoken = await input.speak(parts, input.narrator);
  if (spoken.fits) return { battle, parts, spoken };

  const ranMs = spoken.voice.durationMs;
  const syllables = countBattleSyllables(battle);
  const shorter = input.rewrite(shorterBudget(syllables, ranMs, parts.length));
  const reasons = [`the battle ran ${ranMs} ms in the ${spoken.voice.style} voice`];
  if (countBattleSyllables(shorter) < syllables) {
    battle = shorter;
    parts = toSpokenParts(battle);
    spoken = await input.speak(parts, spoken.voice.style);
    reasons.push("written again shorter");
    if (spoken.fits) return { battle, parts, spoken, rewriteReason: reasons.join("; ") };
  }
  if (spoken.voice.style !== "roastbot") {
    spoken = await input.speak(parts, "roastbot");
    reasons.push("said by RoastBot");
  }
  return { battle, parts, spoken, rewriteReason: reasons.join("; ") };
}
