import { defineJokes } from "../joke-types";

const bio = (words: RegExp) => ({ on: "quote" as const, words, roles: ["bio" as const, "headline" as const, "answer" as const] });

/** Bios and self-descriptions: what people say they are, and the joke each one sets up. */
export const BIO_JOKES = defineJokes("jbio", [
  {
    id: "sourdough",
    match: bio(/sourdough|starters?/i),
    jokes: [
      ["{q}. The only thing in your life that rises is the {w}.", "And it still needs feeding more than you do."],
      "{q}. You named the yeast before you named a single goal.",
      ["{q}. Finally, someone whose relationships all need to be fed daily.", "And they still stick around."],
    ],
  },
  {
    id: "self-made",
    match: bio(/self[- ]made/i),
    jokes: [
      ["{q}. Self-made, the way a hotel bed is self-made.", "Somebody else did it while you were out."],
      "{q}. Made by yourself, from a kit, with the instructions read aloud by your parents.",
    ],
  },
]);
