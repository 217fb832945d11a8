import { defineJokes } from "../joke-types";

export const PHOTO_JOKES = defineJokes("jphoto", []);
