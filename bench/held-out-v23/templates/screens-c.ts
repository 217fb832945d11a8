// Part C of the held-out set v23: social profiles and posts with replies, in the order screens.json lists them
// (the posts in screens-c-posts.ts, the profiles in screens-c-profiles.ts, their pieces in screens-c-kit.ts).
import type { ScreenSpec } from "./screen-type";
import { diaspora, ello, farcaster, koo, vk } from "./screens-c-posts";
import { askfm, likee, polywork, tellonym, xing } from "./screens-c-profiles";

export const PART_C: ScreenSpec[] = [vk, polywork, koo, xing, farcaster, askfm, diaspora, tellonym, ello, likee];
