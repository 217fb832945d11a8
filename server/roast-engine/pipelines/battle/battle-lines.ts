import { findTargets } from "../../stages/script/find-targets";
import { splitWords } from "../../stages/script/word-budget";
import type { Script, ScriptWord } from "../../types";
import type { BattleLine, BattleScript } from "./write-battle-script";

/** One spoken part of a battle: a turn (its side's targets in that upload's pixels) or the verdict. */
export interface SpokenPart {
  side?: BattleLine["side"];
  script: Script;
}

/** A turn's or the verdict's words as a script of its own: what one voice take says, its last word the punch. */
export function toPartScript(text: string, line: Pick<BattleLine, "used" | "lineIds" | "found"> | undefined, source: Script["source"]): Script {
  const words: ScriptWord[] = splitWords(text).map((word) => ({ text: word }));
  if (words.length) words[words.length - 1] = { ...words[words.length - 1], emphasis: true };
  const used = (line?.used ?? []).map((detail) => ({ detail, beat: 0 }));
  // A model's turn comes with its fragments already checked and found; the room's, with its details.
  const quoted = line?.found?.quoted ?? [...new Set(used.flatMap((u) => u.detail.quoted).filter((q) => text.includes(q)))];
  const targets =
    line?.found?.targets ??
    findTargets(
      words.map((w) => w.text),
      [text],
      used,
    );
  return { text, words, beats: [text], mood: "smug", source, quoted, targets, lineIds: line?.lineIds ?? [] };
}

/** Every turn in order, then the verdict. */
export function toSpokenParts(battle: BattleScript): SpokenPart[] {
  return [
    ...battle.turns.map((turn) => ({ side: turn.side, script: toPartScript(turn.text, turn, battle.source) })),
    { script: toPartScript(battle.verdictText, undefined, battle.source) },
  ];
}

/**
 * The whole battle as one script (what a roast's result carries): every part's words in order,
 * the verdict's last word the punch. Its targets are left out: each turn's are in its own
 * upload's pixels, and the battle's render plan reads them per turn.
 */
export function joinParts(parts: SpokenPart[], source: Script["source"]): Script {
  const words = parts.flatMap((p, i) => p.script.words.map((w) => (i === parts.length - 1 ? w : { text: w.text })));
  return {
    text: parts.map((p) => p.script.text).join(" "),
    words,
    beats: parts.map((p) => p.script.text),
    mood: "smug",
    source,
    quoted: [...new Set(parts.flatMap((p) => p.script.quoted))],
    targets: [],
    lineIds: [...new Set(parts.flatMap((p) => p.script.lineIds))],
  };
}
