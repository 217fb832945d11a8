import { PLACE_NAMES } from "./place-names";
import type { Detail } from "./details/detail";
import type { Platform } from "../types";

export interface LineSlots {
  detail: Detail;
  second?: Detail;
  platform: Platform;
}

/**
 * Fills a room line's slots ({a} is the detail with its article: "an apple"), or gives undefined
 * when the line needs something this upload does not have (a second detail, a ratio's other
 * number, a bio for a line that speaks of one).
 */
export function fillLine(template: string, { detail, second, platform }: LineSlots): string | undefined {
  if (template.includes("{ctx}") && !second) return undefined;
  if (template.includes("{n2}") && !detail.other) return undefined;
  if (BIO_WORD.test(template) && !isBioLike(detail)) return undefined;
  const filled = template
    .replaceAll("{a}", `${/^[aeiou]/i.test(detail.say) ? "an" : "a"} ${detail.say}`)
    .replaceAll("{q}", detail.say)
    .replaceAll("{label}", detail.label ?? "")
    .replaceAll("{n2}", detail.other ?? "")
    .replaceAll("{place}", PLACE_NAMES[platform])
    .replaceAll("{ctx}", second?.ctx ?? "");
  return capitalize(filled);
}

/** A line that calls the words a "bio" is for a bio or a headline, never for a caption, comment or chat. */
const BIO_WORD = /\bbio\b/i;
const isBioLike = (detail: Detail) => detail.kind === "quote" && (detail.role === undefined || ["bio", "headline", "other"].includes(detail.role));

/** Sentences start upper-case, unless they start with a quote, a handle or a hashtag, said as written. */
const capitalize = (line: string) => (/^\p{Ll}/u.test(line) ? line[0].toUpperCase() + line.slice(1) : line);
