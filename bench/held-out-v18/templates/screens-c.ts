// Part C of the held-out set v18: ten posts with replies and comment/forum threads, in the order screens.json
// lists them: XDA Forums, AVForums, Tom's Hardware Forums, Pinkbike, FlyerTalk, Physics Forums, DIYnot (forums,
// screens-c-forums.ts, and Pinkbike's article comments, screens-c-posts.ts), then Disqus, Misskey and Patch.
import type { ScreenSpec } from "./screen-type";
import { avforums, diynot, flyertalk, physicsforums, tomshardware, xda } from "./screens-c-forums";
import { disqus, misskey, patch, pinkbike } from "./screens-c-posts";

export const PART_C: ScreenSpec[] = [xda, avforums, tomshardware, pinkbike, flyertalk, physicsforums, diynot, disqus, misskey, patch];
