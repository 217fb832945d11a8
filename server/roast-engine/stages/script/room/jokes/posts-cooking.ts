import { defineJokes } from "../joke-types";

/** Cooking in words: made from scratch, first attempts, meal prep, recipes, kitchen disasters. */
export const POST_COOKING_JOKES = defineJokes("jpost", []);
