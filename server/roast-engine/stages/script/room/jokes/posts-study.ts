import { defineJokes } from "../joke-types";

/** Study: exams, revision, essays and dissertations, group projects, lectures, graduation. */
export const POST_STUDY_JOKES = defineJokes("jpost", []);
