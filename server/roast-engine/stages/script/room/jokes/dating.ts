import { defineJokes } from "../joke-types";
import { DATING_ASKS } from "./dating-asks";
import { DATING_PROMPTS } from "./dating-prompts";
import { DATING_TASTES } from "./dating-tastes";

/**
 * Dating cards: prompt answers and bio lines — what people say they are looking for and the rules
 * they set (dating-asks.ts), the prompts' own clichés (dating-prompts.ts), and the tastes and
 * traits they pitch, with a catch-all for any answer (dating-tastes.ts).
 */
export const DATING_JOKES = defineJokes("jdating", [...DATING_ASKS, ...DATING_PROMPTS, ...DATING_TASTES]);
