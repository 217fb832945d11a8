// Part A of v28: dating profiles, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { chemistry, lavalife, pairs } from "./screens-a-1";
import { neude, tabor, topface } from "./screens-a-2";
import { christianConnection, jswipe, mutual, wapo } from "./screens-a-3";

export const PART_A: ScreenSpec[] = [lavalife, chemistry, pairs, topface, tabor, neude, christianConnection, jswipe, mutual, wapo];
