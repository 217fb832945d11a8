import type { Trope } from "../joke-types";
import { BIO_JOKES } from "./bios";
import { DATING_JOKES } from "./dating";
import { EXCHANGE_JOKES } from "./exchanges";
import { PHOTO_JOKES } from "./photos";
import { POST_JOKES } from "./posts";
import { REPLY_JOKES } from "./replies";
import { SCREEN_JOKES } from "./screen";
import { SHAPE_JOKES } from "./shapes";
import { STORY_JOKES } from "./stories";
import { VOICE_JOKES } from "./voices";

/**
 * The room's whole jokes, one trope family a file: bios and work (bios.ts), dating prompts and
 * answers (dating.ts), posts, captions, hashtags and stats (posts.ts), rants, reviews, listings,
 * chats and comments (voices.ts), shapes any words can take — a self-own, a contradiction, a
 * rant in capitals, a number (shapes.ts) — photographs (photos.ts), and words on a screen
 * whose writer is unknown, quoted without saying whose (screen.ts), other people's words said
 * as theirs (replies.ts), a question on the screen with the answer under it (exchanges.ts), and a
 * writer's setup retold before their own punchline (stories.ts).
 */
export const JOKES: readonly Trope[] = [
  ...STORY_JOKES,
  ...SHAPE_JOKES,
  ...BIO_JOKES,
  ...DATING_JOKES,
  ...POST_JOKES,
  ...VOICE_JOKES,
  ...PHOTO_JOKES,
  ...SCREEN_JOKES,
  ...REPLY_JOKES,
  ...EXCHANGE_JOKES,
];
