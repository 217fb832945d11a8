import type { DirectedShot } from "./shot-types";

/** Camera moves this long or longer get a whoosh; shorter ones are nudges. */
export const WHOOSH_MIN_MOVE_MS = 300;
/** The whoosh starts a little before the move so its peak lands as the picture moves. */
const LEAD_MS = 60;

/**
 * When the whooshes play: on each camera move between shots. The punch-in gets the sting instead
 * (it is a short move); the move to a wrapped quote's next line (its earlier lines held, a plan
 * made before quotes were always framed whole) none: it moves while the voice reads the quote, and
 * a whoosh would talk over it. So only moves to a new detail sound, and they fall at the same moments in every
 * orientation, whose framing alone differs: one soundtrack serves them all.
 */
export function planWhooshes(shots: readonly DirectedShot[]): number[] {
  return shots.filter((s) => s.moveMs >= WHOOSH_MIN_MOVE_MS && !s.mark?.held).map((s) => Math.max(0, s.startMs - LEAD_MS));
}
