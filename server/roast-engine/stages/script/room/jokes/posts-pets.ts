import { defineJokes } from "../joke-types";

/** Pets in words: a pet's name and doings, fur babies, what the dog or cat decided. */
export const POST_PET_JOKES = defineJokes("jpost", []);
