import type { Intensity } from "../../../../common/intensity";
import type { Draft, Fits } from "./draft";
import { HEAT_OPENERS, heatLean } from "./room/heat";
import type { RoomLine } from "./room/room-types";
import type { Random } from "./seeded-random";

/**
 * How a level changes the room's writing (docs/decisions/0032-intensity.md): medium changes
 * nothing (the one-click roast); mild and spicy lean the choice of joke toward the warm or the
 * sharp ones and open on a line of their own (the punch stays the last beat), so a joke is
 * written only where one still fits.
 */

/** A hot level's fit: at least one of its openers and the joke within the budget and the filter. */
export function roomForOpener(level: Intensity, fits: Fits): Fits {
  if (level === "medium") return fits;
  const openers = HEAT_OPENERS[level];
  return (text) => openers.some((opener) => fits(`${opener.text} ${text}`));
}

/** How much a level leans toward a trope or theme: the mean lean of its lines (1 at medium). */
export function leanOf(lines: ReadonlyArray<RoomLine>, level: Intensity): number {
  if (level === "medium" || !lines.length) return 1;
  return lines.reduce((sum, line) => sum + heatLean(line.text, level), 0) / lines.length;
}

/** Within a trope, the level's order of preference for its jokes (none at medium: the seeded order stands). */
export function preferFor(level: Intensity): ((text: string) => number) | undefined {
  return level === "medium" ? undefined : (text) => heatLean(text, level);
}

/**
 * The draft with the level's opener before its first beat (in that beat, so the beats' places
 * the camera and captions follow stay as written), one not heard lately (nor in an earlier
 * draft) first, in a seeded order; unchanged at medium, or when no opener fits.
 */
export function addOpener(draft: Draft, level: Intensity, heard: ReadonlySet<string>, r: Random, fits: Fits): Draft {
  if (level === "medium") return draft;
  const openers = HEAT_OPENERS[level];
  const text = draft.beats.join(" ");
  for (const pool of [openers.filter((c) => !heard.has(c.id)), openers]) {
    for (const opener of r.shuffle(pool)) {
      if (!fits(`${opener.text} ${text}`)) continue;
      const [first, ...rest] = draft.beats;
      return { ...draft, beats: [`${opener.text} ${first}`, ...rest], lines: [opener, ...draft.lines] };
    }
  }
  return draft;
}
