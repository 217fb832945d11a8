import { hashString } from "../seeded-random";
import type { RoomLine } from "./room-types";

/**
 * The room's heat (docs/decisions/0032-intensity.md): a mild roast ends on a wink, a spicy one
 * on a harder closer, each a short beat after the joke's own punch; medium, the one-click roast,
 * has none. A closer is the level's sign-off, not material: a set's drafts take different ones
 * while one fits, and may share one when the budget leaves room for the shortest only. Every closer is about the roast or the roaster, never the person: it adds edge or
 * warmth without a new claim about them (ROAST-STYLE rule 6) and passes the same safety filter.
 */
const CLOSERS = {
  mild: [
    "Said with love.",
    "We love you anyway.",
    "Never change. Well, a little.",
    "Affectionately, of course.",
    "Mean that with a hug.",
    "Still rooting for you.",
    "Love you, mean it.",
    "Gently, as a friend.",
    "Big hug, though.",
  ],
  spicy: [
    "Somebody had to say it.",
    "And that's me being nice.",
    "No refunds.",
    "Sit with that.",
    "The receipts are public.",
    "Nobody else was going to tell you.",
    "That one's staying up.",
    "Screenshot this part too.",
    "Be better.",
  ],
} as const;

export type Heat = keyof typeof CLOSERS;

const toLine = (heat: Heat, text: string): RoomLine => ({ id: `heat.${heat}:p${hashString(text).toString(36)}`, text });

/** Each hot level's closing beats, with stable ids as every room line has (room-types.ts). */
export const HEAT_CLOSERS: Record<Heat, RoomLine[]> = {
  mild: CLOSERS.mild.map((text) => toLine("mild", text)),
  spicy: CLOSERS.spicy.map((text) => toLine("spicy", text)),
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
