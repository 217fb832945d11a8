// Part B of held-out set v28: social posts with other people's replies, in draw order.
import type { ScreenSpec } from "./screen-type";
import { hometalk } from "./screens-b-1";
import { dogo, pepper, tinybeans } from "./screens-b-2";
import { fotolog, graysky, vampirefreaks } from "./screens-b-3";
import { icecubes, viewbug, zepeto } from "./screens-b-4";

export const PART_B: ScreenSpec[] = [hometalk, tinybeans, pepper, dogo, graysky, fotolog, vampirefreaks, viewbug, icecubes, zepeto];
