import { describe, expect, it } from "vitest";
import type { Narrator } from "../../types";
import type { SpokenPart } from "./battle-lines";
import { battlePaceMs, battleSyllablesMax, MAX_BATTLE_VOICE_MS, syllablesOf, TURN_PAUSE_MS } from "./battle-pace";
import type { BattleVoice } from "./create-battle-voice";
import { countBattleSyllables, shorterBudget, speakBattle } from "./speak-battle";
import { DATING_SOFIA, INSTAGRAM_SUNSET } from "./test-support/sample-analyses";
import { writeBattleScript } from "./write-battle-script";

const analyses = [DATING_SOFIA, INSTAGRAM_SUNSET] as [typeof DATING_SOFIA, typeof INSTAGRAM_SUNSET];
const rewrite = (syllablesMax: number) => writeBattleScript(analyses, "seed-1", { syllablesMax });

/** A narrator that says every syllable in `msPerSyllable`, and a voice that fits when it is within the longest (re-timed up to 1.3). */
function fakeVoice(pace: Partial<Record<Narrator, number>>) {
  const calls: Array<{ narrator: Narrator | undefined; syllables: number }> = [];
  const speak = async (parts: SpokenPart[], narrator: Narrator | undefined): Promise<BattleVoice> => {
    const syllables = parts.reduce((sum, p) => sum + syllablesOf(p.script.text), 0);
    calls.push({ narrator, syllables });
    const style = narrator ?? "roastbot";
    const durationMs = syllables * (pace[style] ?? 160) + TURN_PAUSE_MS * (parts.length - 1);
    const voice = { wavPath: "voice.wav", durationMs, words: [], punchlineMs: 0, style };
    return { voice, parts: [], fits: durationMs <= MAX_BATTLE_VOICE_MS * 1.3 };
  };
  return { speak, calls };
}

describe("speakBattle", () => {
  it("says the battle as written when it fits", async () => {
    const battle = rewrite(battleSyllablesMax());
    const { speak, calls } = fakeVoice({ roastbot: 160 });
    const said = await speakBattle({ battle, narrator: "roastbot", rewrite, speak });
    expect(said.battle).toBe(battle);
    expect(said.rewriteReason).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it("writes a battle too long for its narrator again, shorter, in the same voice", async () => {
    const battle = rewrite(battleSyllablesMax());
    // Flite, written for RoastBot's pace and slower than even re-timing saves.
    const { speak, calls } = fakeVoice({ flite: 260 });
    const said = await speakBattle({ battle, narrator: "flite", rewrite, speak });
    expect(calls.map((c) => c.narrator)).toEqual(["flite", "flite"]);
    expect(calls[1].syllables).toBeLessThan(calls[0].syllables);
    expect(said.spoken.fits).toBe(true);
    expect(said.battle.verdict).toEqual(battle.verdict);
    expect(countBattleSyllables(said.battle)).toBeLessThan(countBattleSyllables(battle));
    expect(said.rewriteReason).toMatch(/ran \d+ ms in the flite voice; written again shorter/);
  });

  it("has RoastBot say it when even the shorter battle is too long", async () => {
    const battle = rewrite(battleSyllablesMax());
    const { speak, calls } = fakeVoice({ flite: 600, roastbot: 160 });
    const said = await speakBattle({ battle, narrator: "flite", rewrite, speak });
    expect(calls.map((c) => c.narrator)).toEqual(["flite", "flite", "roastbot"]);
    expect(said.spoken.voice.style).toBe("roastbot");
    expect(said.rewriteReason).toMatch(/said by RoastBot$/);
  });
});

describe("shorterBudget", () => {
  it("scales the words, not the pauses, to the longest voice, with a twentieth spare", () => {
    // 60 syllables ran 15 s with four pauses: 14.12 s of words for 10.32 s of room.
    expect(shorterBudget(60, 15_000, 5)).toBe(Math.floor(60 * ((MAX_BATTLE_VOICE_MS - 880) / (15_000 - 880)) * 0.95));
  });

  it("always asks for fewer syllables than the battle had", () => {
    expect(shorterBudget(40, 10_000, 5)).toBe(39);
  });
});

describe("battleSyllablesMax", () => {
  it("gives a slower narrator fewer syllables", () => {
    expect(battleSyllablesMax()).toBe(61);
    expect(battleSyllablesMax(battlePaceMs("flite"))).toBeLessThan(battleSyllablesMax(battlePaceMs("roastbot")));
    expect(battlePaceMs()).toBe(battlePaceMs("roastbot"));
  });
});
