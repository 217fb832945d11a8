import { defineJokes } from "../joke-types";

export const SHAPE_JOKES = defineJokes("jshape", []);
