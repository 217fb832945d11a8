import { defineJokes } from "../joke-types";

/** Home: moving in, renting and landlords, DIY and renovation, furniture, house plants, cleaning. */
export const POST_HOME_JOKES = defineJokes("jpost", []);
