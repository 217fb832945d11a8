import { defineJokes } from "../joke-types";

/** Fitness in words: how a workout or a run felt, records, rest days, programmes, gym talk. */
export const POST_FITNESS_JOKES = defineJokes("jpost", []);
