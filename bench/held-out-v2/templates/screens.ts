// Every screen of the held-out set v2, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { CHATS } from "./screens-chats";
import { MEDIA } from "./screens-media";
import { REVIEWS } from "./screens-reviews";
import { STATS } from "./screens-stats";
import { THREADS } from "./screens-threads";

export const SCREENS: ScreenSpec[] = [...THREADS, ...REVIEWS, ...CHATS, ...STATS, ...MEDIA];
