// Every screen of the held-out set, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { ACCOUNTS } from "./screens-accounts";
import { CHATS } from "./screens-chats";
import { MEDIA } from "./screens-media";
import { MOMENTS } from "./screens-moments";
import { NOTES } from "./screens-notes";
import { POSTS } from "./screens-posts";
import { PROFILES } from "./screens-profiles";
import { REVIEWS } from "./screens-reviews";
import { ROOMS } from "./screens-rooms";
import { SHOPS } from "./screens-shops";

export const SCREENS: ScreenSpec[] = [...POSTS, ...NOTES, ...CHATS, ...ROOMS, ...REVIEWS, ...PROFILES, ...ACCOUNTS, ...MEDIA, ...MOMENTS, ...SHOPS];
