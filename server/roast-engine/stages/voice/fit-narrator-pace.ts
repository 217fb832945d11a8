import type { VoiceFit } from "../script/fit-voice";
import { MIN_ROAST_WORDS } from "../script/fit-voice";
import { splitWords } from "../script/word-budget";
import type { Narrator } from "../../types";
import { MAX_RETIME_TEMPO, TARGET_VOICE_MS } from "./roastbot-voice";
import { countWordsSyllables } from "./word-weights";

/**
 * Each narrator's fastest pace in ms a syllable, as spoken: Flite at its fastest unblurred stretch
 * (0.72) of its median 231 ms on the sample screens' scripts (flite-voice.ts), ~166; RoastBot at its
 * fastest rate (290) ~155 (roastbot-voice.ts: 45 000 / rate). A take that runs slower than its
 * median pace is not lost: past what re-timing does well, RoastBot says it (create-voice-track.ts).
 * A cloud voice's pace is unknown: when its take cannot be fitted, Flite says the script, so Flite's.
 */
const FASTEST_MS_PER_SYLLABLE: Record<Narrator, number> = { flite: 166, roastbot: 155, cloud: 166 };

/** A twentieth spare, for a take that runs longer than its pace says. */
const SPARE = 0.95;

/**
 * The most syllables a narrator can say in a single roast's clip: at its fastest pace, then
 * re-timed up to the most that does not sound hurried, within the voice's target (voice stage:
 * create-voice-track.ts). Flite ~44, RoastBot ~47: a model's 25-word roast fits either.
 */
export function mostSyllables(narrator: Narrator): number {
  return Math.floor(((TARGET_VOICE_MS * MAX_RETIME_TEMPO) / FASTEST_MS_PER_SYLLABLE[narrator]) * SPARE);
}

/**
 * Pacing, not a word budget: a script fits when its narrator can say it in the clip at a pace
 * within its range (slower for a short one, faster for a long one, create-voice-track.ts), and is
 * refused only when even the fastest cannot, or when it is too short to be a roast. Unset is the
 * engine's default narrator (create-voice-track.ts): a cloud voice when configured, else RoastBot.
 */
export function fitNarratorPace(narrator: Narrator | undefined, options: { cloud?: boolean } = {}): VoiceFit {
  const who: Narrator = narrator ?? (options.cloud ? "cloud" : "roastbot");
  const most = mostSyllables(who);
  return (text) => {
    const words = splitWords(text);
    if (words.length < MIN_ROAST_WORDS)
      return { code: "too_short", reason: `${words.length} words is too short for a roast: write at least ${MIN_ROAST_WORDS}` };
    const syllables = Math.round(countWordsSyllables(words.map((w) => ({ text: w }))));
    if (syllables > most) {
      return {
        code: "too_long",
        reason: `it runs ${syllables} syllables; the narrator can say at most ${most} in the clip: cut about ${Math.ceil((syllables - most) / 1.4)} words`,
      };
    }
    return undefined;
  };
}
