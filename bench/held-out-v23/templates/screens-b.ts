// Part B of the held-out set v23: dating profiles and fediverse profiles, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";

export const PART_B: ScreenSpec[] = [];
