// Part C of the held-out set v16: its screens, in the order screens.json lists them. Five posts
// (screens-c-posts.ts) and five comment and forum threads (screens-c-comments.ts).
import type { ScreenSpec } from "./screen-type";
import { PART_C_COMMENTS } from "./screens-c-comments";
import { PART_C_POSTS } from "./screens-c-posts";

export const PART_C: ScreenSpec[] = [...PART_C_POSTS, ...PART_C_COMMENTS];
