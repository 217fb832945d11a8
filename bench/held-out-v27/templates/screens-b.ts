// Part B of held-out set v27: social posts with other people's replies, in draw order.
import type { ScreenSpec } from "./screen-type";
import { findpenguins } from "./screens-b-1";
import { chictopia, dogalize, foodspotting, homestyler } from "./screens-b-2";
import { fishangler, pacer, poparazzi, xanga } from "./screens-b-3";
import { kwai } from "./screens-b-4";

export const PART_B: ScreenSpec[] = [findpenguins, chictopia, foodspotting, homestyler, dogalize, pacer, fishangler, xanga, poparazzi, kwai];
