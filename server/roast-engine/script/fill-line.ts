import { PLACE_NAMES } from "./place-names";
import type { Detail } from "./details/detail";
import type { Platform } from "../types";

export interface LineSlots {
  detail: Detail;
  second?: Detail;
  platform: Platform;
}

/**
 * Fills a room line's slots ({a} is the detail with its article: "an apple"), or gives undefined when the line needs something this upload does
 * not have (a second detail, a ratio's other number).
 */
export function fillLine(template: string, { detail, second, platform }: LineSlots): string | undefined {
  if (template.includes("{ctx}") && !second) return undefined;
  if (template.includes("{n2}") && !detail.other) return undefined;
  const filled = template
    .replaceAll("{a}", `${/^[aeiou]/i.test(detail.say) ? "an" : "a"} ${detail.say}`)
    .replaceAll("{q}", detail.say)
    .replaceAll("{label}", detail.label ?? "")
    .replaceAll("{n2}", detail.other ?? "")
    .replaceAll("{place}", PLACE_NAMES[platform])
    .replaceAll("{ctx}", second?.ctx ?? "");
  return capitalize(filled);
}

/** Sentences start upper-case, unless they start with a quote, a handle or a hashtag, said as written. */
const capitalize = (line: string) => (/^\p{Ll}/u.test(line) ? line[0].toUpperCase() + line.slice(1) : line);
