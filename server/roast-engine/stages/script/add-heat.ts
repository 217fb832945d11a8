import type { Intensity } from "../../../../common/intensity";
import type { Draft, Fits } from "./draft";
import { HEAT_CLOSERS, heatLean } from "./room/heat";
import type { RoomLine } from "./room/room-types";
import type { Random } from "./seeded-random";

/**
 * How a level changes the room's writing (docs/decisions/0032-intensity.md): medium changes
 * nothing (the one-click roast); mild and spicy lean the choice of joke toward the warm or the
 * sharp ones and end on a closer of their own, so a joke is written only where one still fits.
 */

/** A hot level's fit: the joke and at least one of its closers within the budget and the filter. */
export function roomForCloser(level: Intensity, fits: Fits): Fits {
  if (level === "medium") return fits;
  const closers = HEAT_CLOSERS[level];
  return (text) => closers.some((closer) => fits(`${text} ${closer.text}`));
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
 * The draft with the level's closer as its last beat, one not heard lately (nor in an earlier
 * draft) first, in a seeded order; unchanged at medium, or when no closer fits.
 */
export function addCloser(draft: Draft, level: Intensity, heard: ReadonlySet<string>, r: Random, fits: Fits): Draft {
  if (level === "medium") return draft;
  const closers = HEAT_CLOSERS[level];
  const text = draft.beats.join(" ");
  for (const pool of [closers.filter((c) => !heard.has(c.id)), closers]) {
    for (const closer of r.shuffle(pool)) {
      if (fits(`${text} ${closer.text}`)) return { ...draft, beats: [...draft.beats, closer.text], lines: [...draft.lines, closer] };
    }
  }
  return draft;
}
