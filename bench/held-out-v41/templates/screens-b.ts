// Part B of the held-out set v41 (briefs/brief-b.md): social posts with other people's replies.
import type { ScreenSpec } from "./screen-type";
import { moshidon, narwhal } from "./screens-b-1";
import { carthrottle, myminifactory } from "./screens-b-2";
import { ladder, pose, trover } from "./screens-b-3";
import { circle, mlem, storypark } from "./screens-b-4";

export const PART_B: ScreenSpec[] = [narwhal, moshidon, carthrottle, myminifactory, ladder, pose, trover, mlem, storypark, circle];
