import { defineJokes } from "../joke-types";

/** Celebrations in words: birthdays, weddings, anniversaries, parties, the best night ever. */
export const POST_CELEBRATION_JOKES = defineJokes("jpost", []);
