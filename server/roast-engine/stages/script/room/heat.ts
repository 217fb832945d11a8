import { hashString } from "../seeded-random";
import type { RoomLine } from "./room-types";

/**
 * The room's heat (docs/decisions/0032-intensity.md): a mild roast opens on a wink, a spicy one
 * on a harder lead-in, each said before the joke so that its punch stays the last beat
 * (ROAST-STYLE.md, "End cleanly"); medium, the one-click roast, has none. An opener is the level's
 * announcement, not material: a set's drafts take different ones while one fits, and may share
 * one when the budget leaves room for the shortest only. Every opener is about the roast or the
 * roaster, never the person: it adds edge or warmth without a new claim about them (ROAST-STYLE
 * rule 6) and passes the same safety filter.
 */
const OPENERS = {
  mild: [
    "Said with love:",
    "Gently, as a friend:",
    "With a hug:",
    "Affectionately:",
    "From your biggest fan:",
    "Only because we care:",
    "Softly now:",
    "No offence, truly:",
    "Lovingly, then:",
  ],
  spicy: [
    "No mercy:",
    "Gloves off:",
    "Somebody had to say it:",
    "Brace yourself:",
    "Nobody else will tell you, so:",
    "Sit down for this one:",
    "Respectfully, no:",
    "Buckle up:",
    "Cards on the table:",
  ],
} as const;

export type Heat = keyof typeof OPENERS;

const toLine = (heat: Heat, text: string): RoomLine => ({ id: `heat.${heat}:p${hashString(text).toString(36)}`, text });

/** Each hot level's openers, with stable ids as every room line has (room-types.ts). */
export const HEAT_OPENERS: Record<Heat, RoomLine[]> = {
  mild: OPENERS.mild.map((text) => toLine("mild", text)),
  spicy: OPENERS.spicy.map((text) => toLine("spicy", text)),
};

/** Words that sharpen a joke (a verdict, a bleak outcome, a dare) and words that soften it (fondness, credit given). */
const SHARP =
  /\b(?:nobody|no one|never|alone|lonely|desperate|tragic|pathetic|worst|fail(?:s|ed|ing|ure)?|lie|lies|lying|fake|pretend(?:s|ing)?|beg(?:s|ging)?|cry(?:ing)?|sad|embarrass\w*|cringe|delusion\w*|ghost(?:s|ed|ing)?|broke|disaster|hostage|crime|evidence|confess\w*|zero|nothing)\b/gi;
const SOFT =
  /\b(?:love[sd]?|lovely|cute|sweet|honest(?:ly)?|respect|brave|adorable|charming|fair|proud|bless(?:ed)?|kind|warm|fun|iconic|legend(?:ary)?|hug|friend|cosy|cozy|wholesome|support\w*|dream\w*)\b/gi;

/** How sharp a line reads, from -1 (warm) to 1 (sharp): a rough count of its words, enough to lean a choice. */
export function lineHeat(text: string): number {
  const sharp = text.match(SHARP)?.length ?? 0;
  const soft = text.match(SOFT)?.length ?? 0;
  return Math.max(-1, Math.min(1, (sharp - soft) / 2));
}

/**
 * How much a level leans toward a line: spicy toward the sharp ones, mild toward the warm ones, by
 * at most half again; never to zero, so an upload whose best material reads neutral keeps it.
 */
export function heatLean(text: string, heat: Heat): number {
  const h = lineHeat(text);
  return 1 + 0.5 * (heat === "spicy" ? h : -h);
}
