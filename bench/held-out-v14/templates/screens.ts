// Every screen of the held-out set v14, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { CHATS } from "./screens-chats";
import { COMMENTS } from "./screens-comments";
import { LISTINGS, OTHER } from "./screens-listings";
import { POSTS } from "./screens-posts";
import { PROFILES } from "./screens-profiles";
import { REVIEWS } from "./screens-reviews";

export const SCREENS: ScreenSpec[] = [...CHATS, ...REVIEWS, ...POSTS, ...COMMENTS, ...PROFILES, ...LISTINGS, ...OTHER];
