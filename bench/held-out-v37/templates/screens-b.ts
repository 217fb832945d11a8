// Part B of v37, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { litsy } from "./screens-b-1";
import { tastemade, triller } from "./screens-b-2";
import { googlePhotos, snapfish } from "./screens-b-3";
import { catster, roposo } from "./screens-b-4";
import { josh, lifecake } from "./screens-b-5";
import { multiply } from "./screens-b-6";

export const PART_B: ScreenSpec[] = [litsy, tastemade, triller, snapfish, googlePhotos, roposo, catster, lifecake, josh, multiply];
