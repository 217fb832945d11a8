// Part B of v34, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { smule } from "./screens-b-1";
import { growIt, projectNoah } from "./screens-b-2";
import { liftoff, twentyThreeSnaps } from "./screens-b-3";
import { ok, pebble } from "./screens-b-4";
import { byte, lomotif } from "./screens-b-5";
import { whering } from "./screens-b-6";

export const PART_B: ScreenSpec[] = [smule, projectNoah, growIt, twentyThreeSnaps, liftoff, ok, pebble, whering, byte, lomotif];
