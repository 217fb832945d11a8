import type { Draft, Fits } from "./draft";
import type { ScreenFacts } from "./details/find-screen-facts";
import { FULL_SCREEN_JOKES } from "./room/full-screen";
import type { Random } from "./seeded-random";
import { splitBeats } from "./write-joke";

/**
 * A roast of a screenshot full of writing that nothing in the room could quote: one whole joke on
 * its length, on the small hours it was taken in when the clock surely says so; jokes not heard
 * lately first. Undefined for a screen that is not full of writing, or when none fits.
 */
export function writeFullScreen(facts: ScreenFacts, avoid: Set<string>, r: Random, fits: Fits): Draft | undefined {
  if (!facts.fullOfText) return undefined;
  const { lateHour } = facts;
  const pool = [...(lateHour ? r.shuffle(FULL_SCREEN_JOKES.late) : []), ...r.shuffle(FULL_SCREEN_JOKES.any)];
  const order = [...pool.filter((j) => !avoid.has(j.id)), ...pool.filter((j) => avoid.has(j.id))];
  for (const joke of order) {
    const text = lateHour ? joke.text.replaceAll("{hour}", lateHour) : joke.text;
    if (text.includes("{") || !fits(text)) continue;
    const beats = splitBeats(text, "");
    return { beats, lines: [joke], used: [], mood: "deadpan" };
  }
  return undefined;
}
