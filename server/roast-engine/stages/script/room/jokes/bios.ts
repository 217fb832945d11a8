import { defineJokes } from "../joke-types";
import { BIO_HOBBIES } from "./bios-hobbies";
import { BIO_LIFESTYLE } from "./bios-lifestyle";
import { bio } from "./bios-match";
import { BIO_PERSONA } from "./bios-persona";
import { BIO_TITLES } from "./bios-titles";
import { BIO_WORK } from "./bios-work";

/**
 * Bios and self-descriptions: what people say they are, and the joke each one sets up. Lifestyle
 * (bios-lifestyle.ts), hobbies (bios-hobbies.ts), personality claims (bios-persona.ts), the
 * business of being yourself (bios-work.ts) and job titles (bios-titles.ts).
 */
export const BIO_JOKES = defineJokes("jbio", [
  {
    id: "sourdough",
    match: bio(/sourdough|levain|\b(?:my|a|our) starter\b/i),
    jokes: [
      ["{q}. The one thing in this sentence guaranteed to rise is the {w}.", "And it still needs feeding more than you do."],
      "{q}. Yeast as a lifestyle: it needs feeding, it needs warmth, and it needs talking about.",
      ["{q}. A relationship with a jar that needs feeding daily, and it is the stable one.", "And they still stick around."],
      ["{q}. A pet that lives in a jar and is somehow still the better conversationalist.", "It bubbles when spoken to."],
    ],
  },
  ...BIO_LIFESTYLE,
  ...BIO_HOBBIES,
  ...BIO_PERSONA,
  ...BIO_WORK,
  ...BIO_TITLES,
]);
