// Part C of the held-out set v17: ten posts with replies and comment/forum threads, in the order screens.json
// lists them: five forums (screens-c-forums.ts), then two deal threads and three posts (screens-c-posts.ts).
import type { ScreenSpec } from "./screen-type";
import { PART_C_FORUMS } from "./screens-c-forums";
import { PART_C_POSTS } from "./screens-c-posts";

export const PART_C: ScreenSpec[] = [...PART_C_FORUMS, ...PART_C_POSTS];
