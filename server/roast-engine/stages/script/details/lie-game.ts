import type { Analysis } from "../../../types";
import type { Detail } from "./detail";

/** A prompt, or a line, that says some of what follows is a lie: "Two truths and a lie", "Guess the lie". */
export const LIE_GAME = /\b(?:(?:two|2) truths(?: and a lie)?|truths and a lie|guess the lie|(?:one|1) (?:of (?:these|them) )?is a lie)\b/i;

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
    return LIE_GAME.test(d.text) || (above !== undefined && LIE_GAME.test(above.text)) ? { ...d, game: true } : d;
  });
}
