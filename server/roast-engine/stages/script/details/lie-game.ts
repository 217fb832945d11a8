import type { Analysis } from "../../../types";
import type { Detail } from "./detail";

/** A prompt, or a line, that says some of what follows is a lie: "Two truths and a lie", "Guess the lie". */
export const LIE_GAME =
  /\b(?:(?:two|2) truths(?: and a lie)?|truths and a lie|(?:guess|spot|find) the (?:lie|fake)|(?:one|1) (?:of (?:these|them|those) )?is (?:a lie|false|fake|made up|not true))\b/i;

/**
 * A claim that may be the lie weighs this share of a line of the person's: a writer builds on what
 * is surely true of them first (Taffy's "I've never seen the sea" was quoted over "every single one
 * hangs up on me", v31), and the game's own jokes are left for a card with nothing else.
 */
const GAME_WEIGHT = 0.2;

/**
 * Marks the person's words that a game of lies holds: a line that names the game itself, or one
 * under a prompt that does (the nearest prompt above it). "I've run a marathon" under "Two truths
 * and a lie" may be the lie; a joke that takes it for a fact of the person can say a false thing
 * (ROAST-STYLE rule 6).
 */
export function markLieGame(details: Detail[], analysis: Analysis): Detail[] {
  const prompts = analysis.lines.filter((l) => l.role === "prompt");
  return details.map((d) => {
    if (d.kind !== "quote" || d.by !== undefined) return d;
    const above = prompts.filter((p) => p.box.y < d.box.y).sort((a, b) => b.box.y - a.box.y)[0];
    const game = LIE_GAME.test(d.text) || (above !== undefined && LIE_GAME.test(above.text)) || headedByGame(d, analysis);
    return game ? { ...d, game: true, weight: d.weight * GAME_WEIGHT } : d;
  });
}

/** The most lines of the person's own a game's heading stands over: a list of three claims, wrapped. */
const GAME_LINES = 6;

/**
 * Whether a heading of the person's own names the game over these words ("One of these is false"
 * over "I've met a Bake Off finalist. I can't swim. I've never seen the sea."), only their own lines
 * between: a bio's game has no app's prompt, and Taffy's "I've never seen the sea" was said as sure
 * and judged false blind (v31).
 */
function headedByGame(d: Detail, analysis: Analysis): boolean {
  const above = analysis.lines.filter((l) => l.box.y < d.box.y).sort((a, b) => b.box.y - a.box.y);
  for (const l of above.slice(0, GAME_LINES)) {
    if (LIE_GAME.test(l.text)) return true;
    if (l.owner !== "self") return false;
  }
  return false;
}
