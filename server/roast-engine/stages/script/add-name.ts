import type { Draft, Fits } from "./draft";
import type { Random } from "./seeded-random";

/** The share of roasts of a named person that speak to them by name: always, it would be a stock opening. */
const NAME_SHARE = 0.7;

/**
 * Words a punch may open on that stay common lower-cased after a name ("Devon, the future…",
 * "Maya, nobody…"): never a verb-led fragment ("Gerald, asked into the void"), a quote, a number
 * or a word that may be a name itself.
 */
const OPENS_TO_A_NAME = new Set(
  "the a an that that's this these those it it's its you you're your yours nobody somebody someone everyone everybody every nothing something there there's here which not no one some any all what when why how even just only never always still now".split(
    " ",
  ),
);

/**
 * The draft with the person's first name before its last beat, its punch ("Devon, the future will
 * be built, eventually"), as a friend would say it, seven roasts in ten where the screen surely
 * names them (find-owner-name.ts) and the words still fit; the beats' places stay as written.
 */
export function addName(draft: Draft, name: string | undefined, r: Random, fits: Fits): Draft {
  if (!name || draft.beats.length < 2) return draft;
  const text = draft.beats.join(" ");
  if (text.includes(name)) return draft;
  const last = draft.beats[draft.beats.length - 1];
  const [first] = last.split(" ");
  if (!/^\p{Lu}/u.test(first) || !OPENS_TO_A_NAME.has(first.toLowerCase().replace("’", "'"))) return draft;
  if (!r.chance(NAME_SHARE)) return draft;
  const named = `${name}, ${first[0].toLowerCase()}${last.slice(1)}`;
  const beats = [...draft.beats.slice(0, -1), named];
  return fits(beats.join(" ")) ? { ...draft, beats } : draft;
}
