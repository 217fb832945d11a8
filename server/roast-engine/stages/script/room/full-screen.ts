import { defineFamily } from "./room-types";

/**
 * A screenshot full of writing that the reader could not be sure of a word of (a script it does
 * not read, type too small or blurred): whole jokes about what is true without reading it, the
 * screen's sheer length and, when the status bar surely shows it, the small hours it was taken in
 * ({hour}: "just after one in the morning"). None says whose the words are or what they say.
 */
const [LATE, ANY] = defineFamily("screen-facts", [
  {
    id: "late",
    match: { on: "scene" },
    mood: "deadpan",
    setups: [
      "A whole screen of writing, screenshotted {hour}. Nothing typed at that hour needed to be this long.",
      "Screenshotted {hour}, the whole screen full of words. Sleep was an option. It was not chosen.",
      "All this text, and the clock says {hour}. That's not a post, it's a confession.",
      "A screen packed with words, {hour}. The phone wanted sleep. Somebody had more to say.",
      "Captured {hour}: a wall of text, top to bottom. It should have waited for daylight.",
    ],
    punches: [],
  },
  {
    id: "any",
    match: { on: "scene" },
    mood: "deadpan",
    setups: [
      "A screen packed edge to edge with writing. That's not a post, that's a chapter, and nobody asked for the sequel.",
      "Every inch of this screen is text. Somewhere, a thumb is filing a complaint about all that scrolling.",
      "A wall of writing from top to bottom. Whoever read all of it deserves a medal and a long lie-down.",
      "This screen is wall-to-wall words. Short and sweet was an option, and it was politely declined.",
      "So much text that the screen ran out before the thoughts did. The sequel is sold separately.",
    ],
    punches: [],
  },
]);

/** Whole jokes, one line each: those that say the hour, and those for any screen full of writing. */
export const FULL_SCREEN_JOKES = { late: LATE.setups, any: ANY.setups };
