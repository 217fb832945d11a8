// Part B of v32, in the order screens.json lists them: social posts with other people's replies.

import type { ScreenSpec } from "./screen-type";
import { sportsTracker } from "./screens-b-1";
import { bunnings, snapdish } from "./screens-b-2";
import { babyCentre, twentyOneButtons } from "./screens-b-3";
import { keepy, travello } from "./screens-b-4";
import { geneva, trailforks } from "./screens-b-5";
import { makerist } from "./screens-b-6";

export const PART_B: ScreenSpec[] = [sportsTracker, bunnings, snapdish, twentyOneButtons, babyCentre, travello, keepy, geneva, trailforks, makerist];
