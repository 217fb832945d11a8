import { defineJokes } from "../joke-types";

/** Music: playlists and their names, song titles, tracks someone made, listening stats. */
export const POST_MUSIC_JOKES = defineJokes("jpost", []);
