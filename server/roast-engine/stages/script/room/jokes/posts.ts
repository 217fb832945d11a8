import { defineJokes } from "../joke-types";

export const POST_JOKES = defineJokes("jpost", []);
