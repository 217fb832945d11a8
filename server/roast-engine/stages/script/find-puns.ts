import type { Analysis } from "../../types";
import type { Detail } from "./details/detail";
import { findWholeWords } from "./match-themes";
import { hasClaim, isOnUpload, THING_WORDS } from "./room/claims";
import type { Pun } from "./room/puns/pun-types";
import type { RoomLine } from "./room/room-types";
import type { TropeMatch } from "./write-joke";

/**
 * The punchlines of every field (room/puns/pun-types.ts) that the person's own words put them in,
 * the line quoted or the setup retold before it ("You drive an ice cream van in Margate"), whose
 * stated facts the upload has. None for another person's words or words of unsure owner: a
 * field's punchline speaks to the person whose words named the field. A punchline naming a thing
 * the upload does not have is left out.
 */
export function findPuns(puns: readonly Pun[], detail: Detail, analysis: Analysis): RoomLine[] {
  if (detail.kind !== "quote" || detail.by !== undefined || detail.unowned) return [];
  const words = detail.told ? `${detail.told}. ${detail.text}` : detail.text;
  return puns
    .filter((p) => p.needs.every((claim) => hasClaim(claim, analysis)) && namesField(p.words, words))
    .flatMap((p) => p.lines)
    .filter((line) => namesOnlyWhatIsThere(line.text, analysis));
}

/**
 * The matches of the fields' own jokes ("{q}. <punchline>", room/jokes/puns.ts) that hold as
 * punchlines do here: the field named as what the person does, not where, and only the jokes
 * whose things are on the upload. Every other match as it was.
 */
export function fitFieldJokes(matches: readonly TropeMatch[], analysis: Analysis): TropeMatch[] {
  return matches.flatMap((m) => {
    if (m.trope.family !== "jpun") return [m];
    if (!m.trope.match.words || !namesField(m.trope.match.words, m.detail.text)) return [];
    const jokes = m.trope.jokes.filter((j) => namesOnlyWhatIsThere(j.text, analysis));
    return jokes.length ? [{ ...m, trope: { ...m.trope, jokes } }] : [];
  });
}

/** Whether the field's words stand in the text as what the person does, not only as a setting (isSetting). */
function namesField(words: RegExp, text: string): boolean {
  return findWholeWords(words, text, true).some(({ at }) => !isSetting(text.slice(0, at)));
}

/**
 * Whether the words before a field's word make it where something happened, not what the person
 * does: "in the piano", "on the train", "at weddings" (a bagpiper's), "from my rucksack". A pun on
 * the setting ("Here comes the bride …" for the bagpiper, "Scales practised …" for an egg found
 * in a piano) is a non-sequitur; "I play bagpipes", "our quiz team", "I own two boats" are the field.
 */
function isSetting(before: string): boolean {
  return SETTING.test(before);
}

/** A preposition of place, then at most a determiner and two words, right before the field's word. */
const SETTING =
  /\b(?:in|on|at|from|into|inside|onto|near|by|behind|under|over|outside|past|through|off|beside|next to|round|around)\s+(?:(?:the|a|an|my|our|your|his|her|their|this|that|some|every|each)\s+)?(?:[\p{L}'’-]+\s+){0,2}$/iu;

/**
 * A field's own thing in a punchline ("the kitchen" of cooking) must be on the upload too: the
 * person's "cooking time" is no kitchen of theirs.
 */
function namesOnlyWhatIsThere(text: string, analysis: Analysis): boolean {
  return [...text.matchAll(new RegExp(THING_WORDS.source, "gi"))].every((m) => isOnUpload(m[0], analysis));
}
