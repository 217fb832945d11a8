// Every screen of the held-out set v3, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { CHATS } from "./screens-chats";
import { LISTINGS } from "./screens-listings";
import { POSTS } from "./screens-posts";
import { PROFILES } from "./screens-profiles";
import { REVIEWS } from "./screens-reviews";
import { WORK } from "./screens-work";

export const SCREENS: ScreenSpec[] = [...CHATS, ...WORK, ...REVIEWS, ...POSTS, ...PROFILES, ...LISTINGS];
