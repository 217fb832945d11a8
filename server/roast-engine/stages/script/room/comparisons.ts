import { hashString } from "../seeded-random";
import type { RoomLine } from "./room-types";

/**
 * What a battle's comparison line sets side by side, one fact from each upload:
 * - counts: both show a follower count;
 * - cliche: both have a bio line the room has a joke written for (not a catch-all);
 * - job: both give themselves a job title the room knows;
 * - pet: both have an animal in the picture; one-pet: only the turn's side has one;
 * - same-platform / two-platforms: what the two uploads are, when both platforms were read;
 * - any: any detail of each (a quote, a count, a thing in the photo);
 * - one-quiet: only the turn's side had anything to quote; both-quiet: neither had.
 * {qa}, {na} and {pa} are always the side whose turn it is.
 */
export type ComparisonKind = "counts" | "cliche" | "job" | "pet" | "one-pet" | "same-platform" | "two-platforms" | "any" | "one-quiet" | "both-quiet";

/**
 * A comparison line's slots: {qa} and {qb} the two details as said (a quote in single quotes,
 * "1,204", "dog"), {na} and {nb} the two names, {pa} and {pb} the two platforms' names. Short:
 * a battle turn is a third of a single roast.
 */
export interface ComparisonTheme {
  id: string;
  kind: ComparisonKind;
  lines: RoomLine[];
}

const define = (kind: ComparisonKind, texts: string[]): ComparisonTheme => {
  const id = `versus.${kind}`;
  return { id, kind, lines: texts.map((text) => ({ id: `${id}:c${hashString(text).toString(36)}`, text })) };
};

/** The writers' room's lines for two uploads at once, most specific first. */
export const COMPARISONS: readonly ComparisonTheme[] = [
  define("counts", [
    "{qa} followers against {qb}. Both of you checked today.",
    "{qa} versus {qb} followers. A battle of rounding errors.",
    "{qa} followers to {qb}. Nobody asked, you both counted.",
  ]),
  define("cliche", ["{qa} against {qb}. Same cliché, different font.", "{qa} versus {qb}. Two bios, one template.", "{qa} or {qb}? Pick a cliché."]),
  define("job", ["{qa} versus {qb}. Two titles, zero humility.", "{qa} against {qb}. The job titles are fighting.", "{qa} or {qb}? Both need a manager."]),
  define("pet", ["{qa} versus {qb}. The pets should judge.", "{qa} against {qb}. The animals win this round."]),
  define("one-pet", ["{na} brought {qa}. Bringing a pet is cheating.", "{qa} on one side. That's not fair play."]),
  define("same-platform", ["Both on {pa}. Same app, same cry for help.", "Both on {pa}, both needing a break from it."]),
  define("two-platforms", ["{pa} against {pb}. Different apps, same cry for help.", "{pa} versus {pb}. Two apps, one group chat."]),
  define("any", ["{qa} versus {qb}. Pick your poison.", "{qa} against {qb}. Tough crowd, both sides.", "{qa} or {qb}? Both, sadly."]),
  define("one-quiet", ["{qa} against nothing I could read. Quiet is a strategy.", "{na} gave me {qa}. {nb} gave me nothing."]),
  define("both-quiet", ["Two uploads, not one word to quote. A tie of mysteries.", "{na} versus {nb}, and neither gave me a word."]),
];

/**
 * Short lines for one side's own turn when its upload gave the room nothing it can name: they
 * claim nothing about what is in it, only that nothing could be quoted.
 */
export const QUIET_TURNS: readonly RoomLine[] = [
  "Nothing here I could quote. Mysterious, or just empty.",
  "Not one word I would swear to. Bold defence.",
  "Nothing to quote. Hiding is also a strategy.",
].map((text) => ({ id: `versus.quiet:q${hashString(text).toString(36)}`, text }));

/**
 * The shortest own turns: the side's own words said back with a two-word verdict, for a quote
 * whose theme's lines are all too long for a turn ({q} as in the room: the quote in single quotes).
 */
export const SHORT_JABS: readonly RoomLine[] = [
  "{q}. In writing.",
  "{q}. On purpose.",
  "{q}. Out loud, too.",
  "{q}. Brave thing to type.",
  "{q}. The audacity.",
  "{q}. Okay, main character.",
  "{q}. Typed it, posted it, meant it.",
].map((text) => ({
  id: `versus.jab:j${hashString(text).toString(36)}`,
  text,
}));
