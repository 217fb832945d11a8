import { defineJokes } from "../joke-types";

export const DATING_JOKES = defineJokes("jdating", []);
