// Every screen of the tuning set, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { CHATS } from "./screens-chats";
import { MUSIC } from "./screens-music";
import { POSTS } from "./screens-posts";
import { REVIEWS } from "./screens-reviews";
import { STATS } from "./screens-stats";
import { WORK } from "./screens-work";

export const SCREENS: ScreenSpec[] = [...CHATS, ...WORK, ...REVIEWS, ...POSTS, ...MUSIC, ...STATS];
