// Part C of the held-out set v23: social profiles and posts with replies, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";

export const PART_C: ScreenSpec[] = [];
