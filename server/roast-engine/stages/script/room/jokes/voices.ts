import { defineJokes } from "../joke-types";

export const VOICE_JOKES = defineJokes("jvoice", []);
